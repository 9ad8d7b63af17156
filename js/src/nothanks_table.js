// The NoThanksTable view: the face-up card with its chips, everyone's rows, the reader's chips
// and the two choices (buttons, or the T and N keys). The kernel runs the game and the bots.

import { renderCard, renderChip } from "./cards.js";
import { t } from "./i18n.js";
import { renderRuns } from "./runs.js";
import { errorBanner, h, mount } from "./view.js";

const TRAITS = ["state", "log", "teacher", "players", "seed", "name", "lang", "error"];

function render({ model, el }) {
  const doc = el.ownerDocument;
  const send = (message) => model.send(message);
  el.tabIndex = 0;
  const onKey = (event) => {
    if (event.target.closest("input, select, button")) return;
    const state = model.get("state");
    if (state.to_move !== model.get("name")) return;
    const key = event.key.toLowerCase();
    if (key === "t") send({ action: "take" });
    else if (key === "n" && state.legal_actions.includes("pass")) send({ action: "pass" });
    else return;
    event.preventDefault();
  };
  el.addEventListener("keydown", onKey);

  const draw = () => {
    const lang = model.get("lang");
    const state = model.get("state");
    const me = model.get("name");
    const myTurn = state.to_move === me;
    const over = state.result !== null;

    const center = h(doc, "section", { class: "cw-nt-center" },
      state.card !== null
        ? h(doc, "div", { class: "cw-nt-card" }, renderCard({ deck: "nothanks", number: state.card }, { lang, doc }))
        : null,
      h(doc, "div", { class: "cw-nt-pot" },
        h(doc, "div", { class: "cw-big", text: state.card !== null ? t(lang, "on_card", { n: state.pot }) : t(lang, "game_over") }),
        h(doc, "div", { class: "cw-chip-row" }, Array.from({ length: Math.min(state.pot, 30) }, () => renderChip(1, { lang, doc }))),
        h(doc, "div", { class: "cw-muted", text: t(lang, "cards_left", { n: state.cards_left }) }),
        state.removed ? h(doc, "div", { class: "cw-removed", text: `${t(lang, "removed")}: ${state.removed.join(", ")}` }) : null));

    const seats = state.players.map((seat) => {
      const chips = state.chips[seat];
      const result = state.result;
      return h(doc, "section", { class: `cw-seat${seat === me ? " cw-my-seat" : ""}${state.to_move === seat ? " cw-to-move" : ""}`,
        attrs: { "data-seat": seat, "aria-label": seat } },
      h(doc, "div", { class: "cw-seat-head" },
        h(doc, "strong", { class: "cw-seat-name", text: seat }),
        seat === me ? h(doc, "span", { class: "cw-badge cw-badge-you", text: t(lang, "you") }) : null,
        state.to_move === seat ? h(doc, "span", { class: "cw-badge", text: t(lang, "to_move") }) : null,
        h(doc, "span", { class: "cw-nt-chips", text: chips === null ? t(lang, "hidden_chips")
          : `${chips} ${t(lang, "chips")}` }),
        h(doc, "span", { class: "cw-muted", text: `${t(lang, "card_points")}: ${state.card_points[seat]}` }),
        result ? h(doc, "strong", { class: `cw-final-score${result.winners.includes(seat) ? " cw-winner" : ""}`,
          text: `${t(lang, "score")}: ${result.scores[seat]}` }) : null),
      renderRuns(doc, state.taken[seat], lang, { label: `${seat}: ${t(lang, "row")}` }));
    });

    let prompt;
    if (over) prompt = t(lang, "winners", { names: state.result.winners.join(", ") });
    else if (myTurn) prompt = state.legal_actions.includes("pass")
      ? t(lang, "your_turn_nothanks", { card: state.card, pot: state.pot }) : t(lang, "must_take", { card: state.card });
    else prompt = t(lang, "waiting_for", { names: state.to_move });
    const actions = h(doc, "div", { class: "cw-buttons cw-nt-actions" },
      h(doc, "button", { class: "cw-button cw-button-primary cw-take", text: `${t(lang, "take")} (T)`,
        attrs: { type: "button", disabled: !myTurn }, on: { click: () => send({ action: "take" }) } }),
      h(doc, "button", { class: "cw-button cw-pass", text: `${t(lang, "no_thanks")} (N)`,
        attrs: { type: "button", disabled: !myTurn || !state.legal_actions.includes("pass") },
        on: { click: () => send({ action: "pass" }) } }),
      h(doc, "span", { class: "cw-prompt", attrs: { "aria-live": "polite" }, text: prompt }));

    const seedInput = h(doc, "input", { class: "cw-number cw-seed-input",
      attrs: { type: "number", min: 0, step: 1, value: model.get("seed"), "aria-label": t(lang, "seed") } });
    const playersSelect = h(doc, "select", { class: "cw-select cw-players-select", attrs: { "aria-label": t(lang, "players") } },
      [3, 4, 5].map((n) => h(doc, "option", { text: String(n), attrs: { value: n } })));
    playersSelect.value = String(model.get("players"));
    const controls = h(doc, "div", { class: "cw-controls" },
      h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t(lang, "players") }), playersSelect),
      h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t(lang, "seed") }), seedInput),
      h(doc, "button", { class: "cw-button", text: t(lang, "new_game"), attrs: { type: "button" },
        on: { click: () => send({ action: "new_game", players: Number(playersSelect.value),
          seed: Number.isInteger(Number(seedInput.value)) ? Number(seedInput.value) : seedInput.value }) } }),
      h(doc, "label", { class: "cw-field cw-check" },
        h(doc, "input", { attrs: { type: "checkbox", checked: model.get("teacher") },
          on: { change: (event) => send({ action: "teacher", on: event.target.checked }) } }),
        h(doc, "span", { text: t(lang, "teacher_nothanks") })));
    const log = h(doc, "details", { class: "cw-log", attrs: { open: true } },
      h(doc, "summary", { text: t(lang, "log") }),
      h(doc, "ol", {}, model.get("log").slice(-8).map((line) => h(doc, "li", { text: line }))));

    el.replaceChildren(center, actions, errorBanner(model, doc), h(doc, "div", { class: "cw-nt-seats" }, seats),
      h(doc, "div", { class: "cw-table-foot" }, log, controls));
  };
  const cleanup = mount({ model, el }, "cw-nothanks-table", TRAITS, draw);
  return () => {
    el.removeEventListener("keydown", onKey);
    cleanup();
  };
}

export default { render };
