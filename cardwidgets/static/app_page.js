// js/src/app_page.js
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
var app_page_default = { render };
export {
  app_page_default as default
};
