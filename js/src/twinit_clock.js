// The page's side of Twin It!'s time protocol: the page owns the clock. Every action goes to the
// kernel stamped with the game time the page reads; when the kernel says a bot action is `due`, a
// timer asks it to advance to that moment. `practice` stops the clock; a new `round` restarts it.

/**
 * A game clock: seconds since the game began, paused while `paused` is true, and never behind the
 * kernel's `now` (so a stamp can never run backwards).
 */
export function gameClock() {
  let wall = Date.now();
  let start = 0;
  return {
    /** Count on from `game` seconds, starting now (a new game, or practice switched off). */
    restart(game) { wall = Date.now(); start = game; },
    read(kernelNow, paused) {
      return paused ? kernelNow : Math.max(kernelNow, start + (Date.now() - wall) / 1000);
    },
  };
}

/**
 * The clock of a Twin It! view and its one timer. `now()` reads it; `sync()`, called on every
 * draw, restarts it for a new game or after practice, and sets the timer for the kernel's `due`
 * moment (none while paused or over); `stop()` clears the timer, for the view's cleanup.
 */
export function pageClock(model) {
  const clock = gameClock();
  let round = model.get("round");
  let paused = model.get("practice");
  let timer = null;
  const now = () => clock.read(model.get("state").now, model.get("practice"));
  const stop = () => { clearTimeout(timer); timer = null; };
  return {
    now,
    stop,
    running: () => !model.get("practice") && !model.get("state").over,
    sync() {
      if (model.get("round") !== round) { round = model.get("round"); clock.restart(0); }
      if (paused && !model.get("practice")) clock.restart(model.get("state").now);
      paused = model.get("practice");
      stop();
      const due = model.get("due");
      if (due === null || due === undefined || paused || model.get("state").over) return;
      timer = setTimeout(() => { timer = null; model.send({ action: "advance", at: Math.max(due, now()) }); },
        Math.max(0, (due - now()) * 1000));
    },
  };
}
