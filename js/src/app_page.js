// The class app's page (Voilà shows the app alone): its title names the game, and its language is
// the reader's, so that a screen reader reads the page in it. Draws nothing.

/** Set the page's title and language from the model, now and whenever they change. */
function render({ model, el }) {
  const doc = el.ownerDocument;
  const apply = () => {
    doc.title = model.get("title");
    doc.documentElement.lang = model.get("lang");
  };
  apply();
  model.on("change:title", apply);
  model.on("change:lang", apply);
  return () => {
    model.off("change:title", apply);
    model.off("change:lang", apply);
  };
}

export default { render };
