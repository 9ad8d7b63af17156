// The one message table for every widget label, in the languages of the rulebooks this
// collection was built from. A missing key falls back to English, then to the key itself,
// so a label is never blank.

export const LANGUAGES = ["en", "it", "fr", "es"];

const MESSAGES = {
  en: {
    "color.blue": "blue", "color.yellow": "yellow", "color.purple": "purple",
    "color.grey": "grey", "color.green": "green", "color.pink": "pink",
    "ink.white": "white number", "ink.black": "black number",
    "suit.S": "spades", "suit.H": "hearts", "suit.D": "diamonds", "suit.C": "clubs",
    "rank.A": "ace", "rank.J": "jack", "rank.Q": "queen", "rank.K": "king",
    "of": "of",
    "card": "card", "face_down": "face-down card", "unknown_card": "unknown card",
    "design": "design",
    "shape.circle": "circle", "shape.square": "square", "shape.triangle": "triangle",
    "shape.diamond": "diamond", "shape.star": "star", "shape.hexagon": "hexagon",
    "shape.cross": "cross",
    "fill.solid": "solid", "fill.striped": "striped", "fill.hollow": "hollow",
    "twinit.red": "red", "twinit.blue": "blue", "twinit.green": "green",
    "twinit.orange": "orange", "twinit.purple": "purple", "twinit.black": "black",
    "chip": "chip", "chips": "chips",
    "hand": "hand of cards",
    "selected_count": "{n} of at most {max} selected",
    "selected": "selected", "disabled": "not available",
    "clear": "Clear selection",
    "no_cards": "No cards",
  },
  it: {
    "color.blue": "blu", "color.yellow": "giallo", "color.purple": "viola",
    "color.grey": "grigio", "color.green": "verde", "color.pink": "rosa",
    "ink.white": "numero bianco", "ink.black": "numero nero",
    "suit.S": "picche", "suit.H": "cuori", "suit.D": "quadri", "suit.C": "fiori",
    "rank.A": "asso", "rank.J": "fante", "rank.Q": "donna", "rank.K": "re",
    "of": "di",
    "card": "carta", "face_down": "carta coperta", "unknown_card": "carta sconosciuta",
    "design": "disegno",
    "shape.circle": "cerchio", "shape.square": "quadrato", "shape.triangle": "triangolo",
    "shape.diamond": "rombo", "shape.star": "stella", "shape.hexagon": "esagono",
    "shape.cross": "croce",
    "fill.solid": "pieno", "fill.striped": "a righe", "fill.hollow": "vuoto",
    "twinit.red": "rosso", "twinit.blue": "blu", "twinit.green": "verde",
    "twinit.orange": "arancione", "twinit.purple": "viola", "twinit.black": "nero",
    "chip": "gettone", "chips": "gettoni",
    "hand": "mano di carte",
    "selected_count": "{n} su {max} al massimo selezionate",
    "selected": "selezionata", "disabled": "non disponibile",
    "clear": "Annulla selezione",
    "no_cards": "Nessuna carta",
  },
  fr: {
    "color.blue": "bleu", "color.yellow": "jaune", "color.purple": "violet",
    "color.grey": "gris", "color.green": "vert", "color.pink": "rose",
    "ink.white": "chiffre blanc", "ink.black": "chiffre noir",
    "suit.S": "pique", "suit.H": "cœur", "suit.D": "carreau", "suit.C": "trèfle",
    "rank.A": "as", "rank.J": "valet", "rank.Q": "dame", "rank.K": "roi",
    "of": "de",
    "card": "carte", "face_down": "carte face cachée", "unknown_card": "carte inconnue",
    "design": "motif",
    "shape.circle": "cercle", "shape.square": "carré", "shape.triangle": "triangle",
    "shape.diamond": "losange", "shape.star": "étoile", "shape.hexagon": "hexagone",
    "shape.cross": "croix",
    "fill.solid": "plein", "fill.striped": "rayé", "fill.hollow": "vide",
    "twinit.red": "rouge", "twinit.blue": "bleu", "twinit.green": "vert",
    "twinit.orange": "orange", "twinit.purple": "violet", "twinit.black": "noir",
    "chip": "jeton", "chips": "jetons",
    "hand": "main de cartes",
    "selected_count": "{n} sur {max} au plus sélectionnées",
    "selected": "sélectionnée", "disabled": "indisponible",
    "clear": "Effacer la sélection",
    "no_cards": "Aucune carte",
  },
  es: {
    "color.blue": "azul", "color.yellow": "amarillo", "color.purple": "morado",
    "color.grey": "gris", "color.green": "verde", "color.pink": "rosa",
    "ink.white": "número blanco", "ink.black": "número negro",
    "suit.S": "picas", "suit.H": "corazones", "suit.D": "diamantes", "suit.C": "tréboles",
    "rank.A": "as", "rank.J": "jota", "rank.Q": "reina", "rank.K": "rey",
    "of": "de",
    "card": "carta", "face_down": "carta boca abajo", "unknown_card": "carta desconocida",
    "design": "dibujo",
    "shape.circle": "círculo", "shape.square": "cuadrado", "shape.triangle": "triángulo",
    "shape.diamond": "rombo", "shape.star": "estrella", "shape.hexagon": "hexágono",
    "shape.cross": "cruz",
    "fill.solid": "lleno", "fill.striped": "rayado", "fill.hollow": "vacío",
    "twinit.red": "rojo", "twinit.blue": "azul", "twinit.green": "verde",
    "twinit.orange": "naranja", "twinit.purple": "morado", "twinit.black": "negro",
    "chip": "ficha", "chips": "fichas",
    "hand": "mano de cartas",
    "selected_count": "{n} de {max} como máximo seleccionadas",
    "selected": "seleccionada", "disabled": "no disponible",
    "clear": "Borrar selección",
    "no_cards": "Sin cartas",
  },
};

/** Translate `key` into `lang`, filling `{name}` placeholders from `vars`. */
export function t(lang, key, vars = {}) {
  const table = MESSAGES[lang] || MESSAGES.en;
  const text = table[key] ?? MESSAGES.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

/** The keys of every table, for the completeness test. */
export function messageKeys(lang) {
  return Object.keys(MESSAGES[lang] || {});
}
