// The NoThanksTable view: the face-up card with its chips, everyone's rows, the reader's chips
// and the two choices (buttons, or the T and N keys). The kernel runs the game and the bots.

import { renderCard, renderCardList, renderChip } from "./cards.js";
import { say, t } from "./i18n.js";
import { move, offers } from "./moves.js";
import { renderRuns } from "./runs.js";
import { againButton, asSeated, enterNewGame, errorBanner, gameControls, gameLog, h, keepFocus, mount, moveMs, onAnswer, onlyMine, patch, placeIn, playback, shortcutLetter, showLogEnd, statusLine, turnSender, winnerWord, withKey } from "./view.js";

const TRAITS = ["state", "move_count", "log", "teacher", "teacher_switch", "players", "min_players", "max_players", "seed", "name", "lang", "error"];

/** What the reader's seat may not see until the game ends: the others' chips, the cards out of it. */
function hidden(state, me) {
  return state.result ? state : { ...state, chips: onlyMine(state.chips, me), removed: null };
}

// The end's events, which the banner leaves to the table: "Game over" and the cards left out in the
// card's room, the winners in the prompt (the log keeps their sentences). Said after the last take,
// five lines on a projector, they moved the seats down as the game ended (83 px with the cards left
// out under the pot).
const END_EVENTS = ["nothanks.game_over", "nothanks.left_out"];

/** What a move says on the banner: its events, one after the other (not the end's). */
const moveText = (move, lang) => move.events.filter((event) => !END_EVENTS.includes(event?.code))
  .map((event) => say(lang, event)).join(" ");

function render({ model, el }) {
  const doc = el.ownerDocument;
  const win = doc.defaultView;
  const sender = turnSender(model, el);
  // The reader's last choice: on their next turn the focus waits on its button again, so that a
  // reader who passes with Space passes again with Space (from Take it would take the card). A new
  // game starts on Take again. A press dropped (before the kernel's answer) was no choice.
  let last = "take";
  const send = (message) => {
    if (!sender.send(message)) return;
    if (message.action === "move") last = message.move.type;
    if (message.action === "new_game") last = "take";
  };
  // The moves since the reader's last decision (the reader's own first, then each bot's), each with
  // the table as it stood after it, played back one at a time.
  // Each move stays as long as its sentence needs (the one on screen is the last shown).
  const moves = playback(win, { ms: (shown) => moveMs(shown > 0 ? moveText(model.get("moves")[shown - 1], model.get("lang")) : ""),
    length: () => model.get("moves").length, batch: () => model.get("moves"), draw: () => draw() });
  const onMoves = () => moves.start(1);
  const stopMoves = onAnswer(model, ["move_count"], onMoves);

  el.tabIndex = -1;  // a click anywhere on the table brings the keyboard to it, without a Tab stop of its own
  const onKey = (event) => {
    const key = shortcutLetter(event);
    const state = model.get("state");
    if (!key || moves.playing || state.to_move !== model.get("name")) return;
    const lang = model.get("lang");  // the letters are the language's, as the buttons show them
    if (key === t(lang, "key.take")) send(move("take"));
    else if (key === t(lang, "key.no_thanks") && offers(state, "pass")) send(move("pass"));
    else return;
    event.preventDefault();
  };
  el.addEventListener("keydown", onKey);

  const draw = keepFocus(el, () => {
    const lang = model.get("lang");
    // While the bots' moves play back, the table is as it was after the last move shown, as the
    // teacher switch now says.
    const me = model.get("name");
    const lastMove = moves.playing ? model.get("moves")[moves.shown - 1] : null;
    const state = lastMove ? asSeated(lastMove.state, model.get("teacher"), (saved) => hidden(saved, me)) : model.get("state");
    const myTurn = state.to_move === me && !moves.playing;
    const over = state.result !== null;

    // (the card's room kept at the end: the panel shrank by 21 px as the result came)
    const removed = state.removed ? h(doc, "div", { class: "cw-removed" },
      h(doc, "div", { class: "cw-section-title", text: t(lang, "removed") }),
      renderCardList(state.removed.map((number) => ({ deck: "nothanks", number })), { lang, doc, label: t(lang, "removed") })) : null;
    // The cards left out, first seen at the end, take the card's room (under the pot, they made the
    // panel 25 px taller as the game ended); in the teacher's view, on show all game beside the pot, they stay there.
    const outInSlot = over && !model.get("teacher");
    // A region named in the table's language, as Gin's are: unnamed, a reader going by regions heard no name for it.
    const center = h(doc, "section", { class: "cw-nt-center", attrs: { "aria-label": t(lang, "card_in_play") } },
      h(doc, "div", { class: "cw-nt-card" }, state.card !== null
        ? renderCard({ deck: "nothanks", number: state.card }, { lang, doc })
        : h(doc, "div", { class: `cw-nt-card-slot${outInSlot && removed ? " cw-nt-left-out" : ""}` }, outInSlot ? removed : null)),
      h(doc, "div", { class: "cw-nt-pot" },
        h(doc, "div", { class: "cw-big", text: state.card !== null ? t(lang, "on_card", { n: state.pot }) : t(lang, "game_over") }),
        h(doc, "div", { class: "cw-chip-row" }, Array.from({ length: Math.min(state.pot, 30) }, () => renderChip(1, { lang, doc }))),
        h(doc, "div", { class: "cw-muted", text: t(lang, "cards_left", { n: state.cards_left }) }),
        outInSlot ? null : removed));

    // The move being played back, with Skip; once they have all shown, the last of them stays:
    // the banner never comes and goes, so the buttons and the seats below it never move. Skip
    // keeps its room when hidden (coming and going, it changed the banner's height by 7 px).
    const shownMove = lastMove ?? model.get("moves")?.at(-1) ?? null;
    // Only the move's words are live: with Skip inside the live region, a screen reader said
    // "…3 fichas sobre el 32 Saltar" at each of the bots' moves.
    const banner = h(doc, "div", { class: `cw-nt-move${moves.playing ? "" : " cw-nt-move-done"}` },
      h(doc, "span", { class: "cw-nt-move-text", text: shownMove ? moveText(shownMove, lang) : "", attrs: { "aria-live": "polite" } }),
      h(doc, "button", { class: `cw-button cw-button-small cw-skip${moves.playing ? "" : " cw-idle"}`, text: t(lang, "skip"),
        attrs: { type: "button", disabled: !moves.playing }, on: { click: moves.skip } }));

    const seats = state.players.map((seat) => {
      const chips = state.chips[seat];
      const result = state.result;
      return h(doc, "section", { class: `cw-seat${seat === me ? " cw-my-seat" : ""}${state.to_move === seat ? " cw-to-move" : ""}`,
        attrs: { "data-seat": seat, "aria-label": seat } },
      h(doc, "div", { class: "cw-seat-head" },
        h(doc, "strong", { class: "cw-seat-name", text: seat }),
        seat === me ? h(doc, "span", { class: "cw-badge cw-badge-you", text: t(lang, "you") }) : null,
        // (kept in its place at every seat, hidden but at the one to move: coming and going, it
        // wrapped a narrow seat's head to two lines, and the rows below jumped at every turn)
        // (the reader's own says "te toca": "tú le toca" read as a third person beside "tú")
        h(doc, "span", { class: `cw-badge${state.to_move === seat ? "" : " cw-idle"}`, text: t(lang, seat === me ? "your_turn_badge" : "to_move") }),
        // Another's chips, hidden, said as hidden: "? fichas" was read "fichas" (the "?" not spoken).
        chips === null
          ? h(doc, "span", { class: "cw-nt-chips" }, h(doc, "span", { text: t(lang, "hidden_chips"), attrs: { "aria-hidden": "true" } }),
            h(doc, "span", { class: "cw-sr-only", text: t(lang, "hidden_chips_said") }))
          : h(doc, "span", { class: "cw-nt-chips", text: t(lang, "chips_n", { n: chips }) }),
        h(doc, "span", { class: "cw-muted", text: t(lang, "label_value", { label: t(lang, "card_points"), value: state.card_points[seat] }) }),
        result ? h(doc, "strong", { class: `cw-final-score${result.winners.includes(seat) ? " cw-winner" : ""}` },
          t(lang, "label_value", { label: t(lang, "score"), value: result.scores[seat] }),
          result.winners.includes(seat) ? winnerWord(doc, lang) : null) : null),
      renderRuns(doc, state.taken[seat], lang, { label: t(lang, "label_value", { label: seat, value: t(lang, "row") }),
        countSingles: false }));
    });

    let prompt;
    // At the end, who won and the reader's own place (why it ended, and with what score, is in the log).
    if (over) prompt = `${t(lang, "winners", { names: state.result.winners, count: state.result.winners.length })} — ${
      t(lang, "your_place", { place: placeIn(state.result, me), n: state.players.length })}`;
    else if (moves.playing) prompt = t(lang, "waiting_for", { names: state.to_move });
    else if (myTurn) prompt = offers(state, "pass")
      ? t(lang, "your_turn_nothanks", { card: state.card, pot: state.pot }) : t(lang, "must_take", { card: state.card });
    else prompt = t(lang, "waiting_for", { names: state.to_move });
    const passAgain = last === "pass" && offers(state, "pass");
    // The prompt on a line of its own, under the buttons: beside them when short (waiting), under
    // them when long (the reader's turn), it moved the seats by 23 px at every turn; at the end the
    // buttons' room holds New game (the form's, at the foot, a screen below on a projector: the room
    // was an empty band under the result), Take and No thanks hidden, and the prompt keeps its line.
    const idle = over ? " cw-idle" : "";
    const { form: controls, deal } = gameControls(doc, t, lang, model, send, { teacherKey: "teacher_nothanks" });
    const actions = h(doc, "div", { class: "cw-buttons cw-nt-actions" }, over ? againButton(doc, t, lang, model, "cw-nt-again", deal) : null,
      over ? null : h(doc, "button", { class: "cw-button cw-button-primary cw-take", text: withKey(t(lang, "take"), t(lang, "key.take")),
        attrs: { type: "button", disabled: !myTurn, "data-autofocus": !passAgain }, on: { click: () => send(move("take")) } }),
      h(doc, "button", { class: `cw-button cw-pass${idle}`, text: withKey(t(lang, "no_thanks"), t(lang, "key.no_thanks")),
        attrs: { type: "button", disabled: !myTurn || !offers(state, "pass"), "data-autofocus": passAgain },
        on: { click: () => send(move("pass")) } }),
      // it holds the focus while the bots play back (Take and No thanks disabled), not live then: the move's line says each move
      statusLine(doc, prompt, 0, { live: !moves.playing }));

    const unseen = moves.playing ? model.get("moves").slice(moves.shown).reduce((n, move) => n + move.events.length, 0) : 0;
    const log = gameLog(doc, t, lang, model.get("log"), unseen, model.get("log_start"));

    patch(el, [center, banner, actions, errorBanner(model, doc), h(doc, "div", { class: "cw-nt-seats" }, seats),
      h(doc, "div", { class: "cw-table-foot" }, log, controls)]);
    showLogEnd(el);
    enterNewGame(el, model);
  });
  const cleanup = mount({ model, el }, "cw-nothanks-table", TRAITS, draw, "region.nothanks_table");
  return () => {
    moves.stop();
    stopMoves();
    sender.stop();
    el.removeEventListener("keydown", onKey);
    cleanup();
  };
}

export default { render };
