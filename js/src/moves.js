// The reader's moves, in the engines' one action shape: {type: name, ...fields}, as snapshots list
// them in `legal_actions` and as cardwidgets/games/protocol.py reads them back (action_from_json).
// A table receives a move in the widget message {action: "move", move}.

/** The widget message for the move `type` with `fields`: `{ action: "move", move: { type, ...fields } }`. */
export const move = (type, fields = {}) => ({ action: "move", move: { type, ...fields } });

/** Whether the snapshot's legal actions include a move of `type` that passes `test` (all, by default). */
export const offers = (state, type, test = () => true) =>
  state.legal_actions.some((action) => action.type === type && test(action));
