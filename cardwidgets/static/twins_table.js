// js/src/i18n.js
var MESSAGES = {
  en: {
    "you": "you",
    "color.blue": "blue",
    "color.yellow": "yellow",
    "color.purple": "purple",
    "color.grey": "grey",
    "color.green": "green",
    "color.pink": "pink",
    "ink.white": "white number",
    "ink.black": "black number",
    "suit.S": "spades",
    "suit.H": "hearts",
    "suit.D": "diamonds",
    "suit.C": "clubs",
    "rank.A": "ace",
    "rank.J": "jack",
    "rank.Q": "queen",
    "rank.K": "king",
    "of": "of",
    "card": "card",
    "face_down": "face-down card",
    "unknown_card": "unknown card",
    "design": "design",
    "shape.circle": "circle",
    "shape.square": "square",
    "shape.triangle": "triangle",
    "shape.diamond": "diamond",
    "shape.star": "star",
    "shape.hexagon": "hexagon",
    "shape.cross": "cross",
    "fill.solid": "solid",
    "fill.striped": "striped",
    "fill.hollow": "hollow",
    "twinit.red": "red",
    "twinit.blue": "blue",
    "twinit.green": "green",
    "twinit.orange": "orange",
    "twinit.purple": "purple",
    "twinit.black": "black",
    "chip": "chip",
    "chips": "chips",
    "hand": "hand of cards",
    "selected_count": "{n} of at most {max} selected",
    "selected": "selected",
    "disabled": "not available",
    "clear": "Clear selection",
    "no_cards": "No cards",
    "combo.twins": "Twins of {v}",
    "combo.pair": "Pair of {v}",
    "combo.color": "Color {v}",
    "combo.singles": "Singles {v}",
    "kind.twins": "Twins",
    "kind.pair": "Pair",
    "kind.color": "Color",
    "kind.singles": "Singles",
    "ladder": "The ladder, strongest first",
    "ladder.twins": "same number, same ink",
    "ladder.pair": "same number, white and black ink",
    "ladder.color": "same colour: the sum counts",
    "ladder.singles": "anything else: the sum counts",
    "pick_two": "Pick two cards",
    "lineup": "Line-up",
    "lineup_empty": "Nothing lined up yet.",
    "add": "Add to the line-up",
    "remove": "Remove",
    "clear_lineup": "Clear the line-up",
    "rulebook_example": "Rulebook example (5 players)",
    "tie": "tie",
    "play": "Play",
    "play_n": "Play {n}",
    "table_size": "Players at the table",
    "pot": "Pot",
    "pot_after": "Pot after the play: {n}",
    "plays": "plays",
    "examples": "Rulebook examples",
    "reading": "Reading of the play-2 tie rule",
    "reading.group_must_fit": "a tied group is paid only if it fits and the pot covers it (default)",
    "reading.pot_covers_group": "a tied group is paid whenever the pot covers it (Italian text)",
    "compare": "Compare both readings",
    "next_step": "Next step",
    "show_all": "Show all",
    "restart": "From the top",
    "sits_out": "sits out play 4",
    "bankrupt": "bankrupt",
    "not_playing": "not playing",
    "hand_n": "Hand {n}",
    "dealer": "dealer",
    "cash_card": "Cash card for {n} players",
    "your_hand": "Your hand",
    "buy_question": "Buy cards? You may buy once.",
    "buy_0": "No, thanks",
    "buy_1": "1 card for 1 chip",
    "buy_2": "2 cards for 3 chips",
    "play_these": "Play these two face down",
    "your_turn_play": "Play {n}: pick two cards to put face down.",
    "waiting_for": "Waiting for {names}…",
    "you_sit_out": "You sit out play 4.",
    "chosen": "cards down",
    "thinking": "choosing…",
    "bought_n": "bought {n}",
    "new_game": "New game",
    "players": "Players",
    "seed": "Seed",
    "teacher": "Teacher view: show every hand",
    "log": "What happened",
    "last_play": "Last play",
    "game_over": "Game over",
    "winners": "Winner: {names}",
    "hidden": "hidden",
    "cards_n": "{n} cards",
    "row": "cards taken",
    "run_label": "{cards}: counts {n}",
    "counts": "counts {n}",
    "all_cards": "The cards 3 to 35",
    "score": "Score",
    "card_points": "card points",
    "add_chip": "one chip more",
    "remove_chip": "one chip less",
    "clear_row": "Clear the row",
    "take": "Take it",
    "no_thanks": "No thanks!",
    "on_card": "{n} chips on the card",
    "cards_left": "{n} cards still to come",
    "removed": "Out of the game",
    "to_move": "to play",
    "hidden_chips": "? chips",
    "your_turn_nothanks": "Your turn: take the {card} with its {pot} chips, or pay a chip?",
    "must_take": "You have no chips left: you must take the {card}.",
    "teacher_nothanks": "Teacher view: show all chips and the cards out"
  },
  it: {
    "you": "tu",
    "color.blue": "blu",
    "color.yellow": "giallo",
    "color.purple": "viola",
    "color.grey": "grigio",
    "color.green": "verde",
    "color.pink": "rosa",
    "ink.white": "numero bianco",
    "ink.black": "numero nero",
    "suit.S": "picche",
    "suit.H": "cuori",
    "suit.D": "quadri",
    "suit.C": "fiori",
    "rank.A": "asso",
    "rank.J": "fante",
    "rank.Q": "donna",
    "rank.K": "re",
    "of": "di",
    "card": "carta",
    "face_down": "carta coperta",
    "unknown_card": "carta sconosciuta",
    "design": "disegno",
    "shape.circle": "cerchio",
    "shape.square": "quadrato",
    "shape.triangle": "triangolo",
    "shape.diamond": "rombo",
    "shape.star": "stella",
    "shape.hexagon": "esagono",
    "shape.cross": "croce",
    "fill.solid": "pieno",
    "fill.striped": "a righe",
    "fill.hollow": "vuoto",
    "twinit.red": "rosso",
    "twinit.blue": "blu",
    "twinit.green": "verde",
    "twinit.orange": "arancione",
    "twinit.purple": "viola",
    "twinit.black": "nero",
    "chip": "gettone",
    "chips": "gettoni",
    "hand": "mano di carte",
    "selected_count": "{n} su {max} al massimo selezionate",
    "selected": "selezionata",
    "disabled": "non disponibile",
    "clear": "Annulla selezione",
    "no_cards": "Nessuna carta",
    "combo.twins": "Gemelli di {v}",
    "combo.pair": "Coppia di {v}",
    "combo.color": "{v} di Colore",
    "combo.singles": "{v} di Singoli",
    "kind.twins": "Gemelli",
    "kind.pair": "Coppia",
    "kind.color": "Colore",
    "kind.singles": "Singoli",
    "ladder": "La scala, dalla più forte",
    "ladder.twins": "stesso numero, stesso inchiostro",
    "ladder.pair": "stesso numero, inchiostro bianco e nero",
    "ladder.color": "stesso colore: conta la somma",
    "ladder.singles": "tutto il resto: conta la somma",
    "pick_two": "Scegli due carte",
    "lineup": "Confronto",
    "lineup_empty": "Ancora nessuna combinazione.",
    "add": "Aggiungi al confronto",
    "remove": "Togli",
    "clear_lineup": "Svuota il confronto",
    "rulebook_example": "Esempio del regolamento (5 giocatori)",
    "tie": "parità",
    "play": "Giocata",
    "play_n": "Giocata {n}",
    "table_size": "Giocatori al tavolo",
    "pot": "Piatto",
    "pot_after": "Piatto dopo la giocata: {n}",
    "plays": "gioca",
    "examples": "Esempi del regolamento",
    "reading": "Lettura della regola di parità (2ª giocata)",
    "reading.group_must_fit": "un gruppo in parità è pagato solo se entra nei posti e il piatto basta (predefinita)",
    "reading.pot_covers_group": "un gruppo in parità è pagato se il piatto basta (testo italiano)",
    "compare": "Confronta le due letture",
    "next_step": "Passo successivo",
    "show_all": "Mostra tutto",
    "restart": "Dall'inizio",
    "sits_out": "salta la 4ª giocata",
    "bankrupt": "in bancarotta",
    "not_playing": "non gioca",
    "hand_n": "Mano {n}",
    "dealer": "mazziere",
    "cash_card": "Carta riassunto per {n} giocatori",
    "your_hand": "La tua mano",
    "buy_question": "Compri carte? Puoi farlo una volta sola.",
    "buy_0": "No, grazie",
    "buy_1": "1 carta per 1 gettone",
    "buy_2": "2 carte per 3 gettoni",
    "play_these": "Gioca queste due coperte",
    "your_turn_play": "Giocata {n}: scegli due carte da mettere coperte.",
    "waiting_for": "In attesa di {names}…",
    "you_sit_out": "Salti la 4ª giocata.",
    "chosen": "carte coperte",
    "thinking": "sceglie…",
    "bought_n": "ha comprato {n}",
    "new_game": "Nuova partita",
    "players": "Giocatori",
    "seed": "Seme",
    "teacher": "Vista insegnante: mostra tutte le mani",
    "log": "Cosa è successo",
    "last_play": "Ultima giocata",
    "game_over": "Partita finita",
    "winners": "Vince: {names}",
    "hidden": "nascosto",
    "cards_n": "{n} carte",
    "row": "carte prese",
    "run_label": "{cards}: vale {n}",
    "counts": "vale {n}",
    "all_cards": "Le carte da 3 a 35",
    "score": "Punteggio",
    "card_points": "punti delle carte",
    "add_chip": "un gettone in più",
    "remove_chip": "un gettone in meno",
    "clear_row": "Svuota la fila",
    "take": "Prendi",
    "no_thanks": "No grazie!",
    "on_card": "{n} gettoni sulla carta",
    "cards_left": "ancora {n} carte",
    "removed": "Fuori dal gioco",
    "to_move": "di turno",
    "hidden_chips": "? gettoni",
    "your_turn_nothanks": "Tocca a te: prendi il {card} con i suoi {pot} gettoni, o paghi un gettone?",
    "must_take": "Non hai più gettoni: devi prendere il {card}.",
    "teacher_nothanks": "Vista insegnante: mostra tutti i gettoni e le carte fuori"
  },
  fr: {
    "you": "vous",
    "color.blue": "bleu",
    "color.yellow": "jaune",
    "color.purple": "violet",
    "color.grey": "gris",
    "color.green": "vert",
    "color.pink": "rose",
    "ink.white": "chiffre blanc",
    "ink.black": "chiffre noir",
    "suit.S": "pique",
    "suit.H": "cœur",
    "suit.D": "carreau",
    "suit.C": "trèfle",
    "rank.A": "as",
    "rank.J": "valet",
    "rank.Q": "dame",
    "rank.K": "roi",
    "of": "de",
    "card": "carte",
    "face_down": "carte face cachée",
    "unknown_card": "carte inconnue",
    "design": "motif",
    "shape.circle": "cercle",
    "shape.square": "carré",
    "shape.triangle": "triangle",
    "shape.diamond": "losange",
    "shape.star": "étoile",
    "shape.hexagon": "hexagone",
    "shape.cross": "croix",
    "fill.solid": "plein",
    "fill.striped": "rayé",
    "fill.hollow": "vide",
    "twinit.red": "rouge",
    "twinit.blue": "bleu",
    "twinit.green": "vert",
    "twinit.orange": "orange",
    "twinit.purple": "violet",
    "twinit.black": "noir",
    "chip": "jeton",
    "chips": "jetons",
    "hand": "main de cartes",
    "selected_count": "{n} sur {max} au plus sélectionnées",
    "selected": "sélectionnée",
    "disabled": "indisponible",
    "clear": "Effacer la sélection",
    "no_cards": "Aucune carte",
    "combo.twins": "Double de {v}",
    "combo.pair": "Paire de {v}",
    "combo.color": "Couleur {v}",
    "combo.singles": "Simples {v}",
    "kind.twins": "Double",
    "kind.pair": "Paire",
    "kind.color": "Couleur",
    "kind.singles": "Simples",
    "ladder": "L'échelle, de la plus forte",
    "ladder.twins": "même valeur, même encre",
    "ladder.pair": "même valeur, encre blanche et noire",
    "ladder.color": "même couleur : la somme compte",
    "ladder.singles": "tout le reste : la somme compte",
    "pick_two": "Choisissez deux cartes",
    "lineup": "Comparaison",
    "lineup_empty": "Rien à comparer pour l'instant.",
    "add": "Ajouter à la comparaison",
    "remove": "Retirer",
    "clear_lineup": "Vider la comparaison",
    "rulebook_example": "Exemple de la règle (5 joueurs)",
    "tie": "pat",
    "play": "Pli",
    "play_n": "Pli {n}",
    "table_size": "Joueurs à la table",
    "pot": "Banque",
    "pot_after": "Banque après le pli : {n}",
    "plays": "joue",
    "examples": "Exemples de la règle",
    "reading": "Lecture de la règle d'égalité (2e pli)",
    "reading.group_must_fit": "un groupe à égalité n'est payé que s'il tient dans les places et que la banque suffit (par défaut)",
    "reading.pot_covers_group": "un groupe à égalité est payé si la banque suffit (texte italien)",
    "compare": "Comparer les deux lectures",
    "next_step": "Étape suivante",
    "show_all": "Tout montrer",
    "restart": "Depuis le début",
    "sits_out": "abandonne le 4e pli",
    "bankrupt": "en faillite",
    "not_playing": "ne joue pas",
    "hand_n": "Manche {n}",
    "dealer": "donneur",
    "cash_card": "Carte Cash pour {n} joueurs",
    "your_hand": "Votre main",
    "buy_question": "Acheter des cartes ? Une seule fois.",
    "buy_0": "Non, merci",
    "buy_1": "1 carte pour 1 jeton",
    "buy_2": "2 cartes pour 3 jetons",
    "play_these": "Jouer ces deux faces cachées",
    "your_turn_play": "Pli {n} : choisissez deux cartes à poser face cachée.",
    "waiting_for": "En attente de {names}…",
    "you_sit_out": "Vous abandonnez le 4e pli.",
    "chosen": "cartes posées",
    "thinking": "choisit…",
    "bought_n": "a acheté {n}",
    "new_game": "Nouvelle partie",
    "players": "Joueurs",
    "seed": "Graine",
    "teacher": "Vue enseignant : montrer toutes les mains",
    "log": "Ce qui s'est passé",
    "last_play": "Dernier pli",
    "game_over": "Partie terminée",
    "winners": "Gagnant : {names}",
    "hidden": "caché",
    "cards_n": "{n} cartes",
    "row": "cartes prises",
    "run_label": "{cards} : compte {n}",
    "counts": "compte {n}",
    "all_cards": "Les cartes de 3 à 35",
    "score": "Score",
    "card_points": "points des cartes",
    "add_chip": "un jeton de plus",
    "remove_chip": "un jeton de moins",
    "clear_row": "Vider la rangée",
    "take": "Prendre",
    "no_thanks": "Non merci !",
    "on_card": "{n} jetons sur la carte",
    "cards_left": "encore {n} cartes",
    "removed": "Hors du jeu",
    "to_move": "à jouer",
    "hidden_chips": "? jetons",
    "your_turn_nothanks": "À vous : prendre le {card} et ses {pot} jetons, ou payer un jeton ?",
    "must_take": "Plus de jetons : vous devez prendre le {card}.",
    "teacher_nothanks": "Vue enseignant : montrer tous les jetons et les cartes hors jeu"
  },
  es: {
    "you": "tú",
    "color.blue": "azul",
    "color.yellow": "amarillo",
    "color.purple": "morado",
    "color.grey": "gris",
    "color.green": "verde",
    "color.pink": "rosa",
    "ink.white": "número blanco",
    "ink.black": "número negro",
    "suit.S": "picas",
    "suit.H": "corazones",
    "suit.D": "diamantes",
    "suit.C": "tréboles",
    "rank.A": "as",
    "rank.J": "jota",
    "rank.Q": "reina",
    "rank.K": "rey",
    "of": "de",
    "card": "carta",
    "face_down": "carta boca abajo",
    "unknown_card": "carta desconocida",
    "design": "dibujo",
    "shape.circle": "círculo",
    "shape.square": "cuadrado",
    "shape.triangle": "triángulo",
    "shape.diamond": "rombo",
    "shape.star": "estrella",
    "shape.hexagon": "hexágono",
    "shape.cross": "cruz",
    "fill.solid": "lleno",
    "fill.striped": "rayado",
    "fill.hollow": "vacío",
    "twinit.red": "rojo",
    "twinit.blue": "azul",
    "twinit.green": "verde",
    "twinit.orange": "naranja",
    "twinit.purple": "morado",
    "twinit.black": "negro",
    "chip": "ficha",
    "chips": "fichas",
    "hand": "mano de cartas",
    "selected_count": "{n} de {max} como máximo seleccionadas",
    "selected": "seleccionada",
    "disabled": "no disponible",
    "clear": "Borrar selección",
    "no_cards": "Sin cartas",
    "combo.twins": "Gemelos de {v}",
    "combo.pair": "Pareja de {v}",
    "combo.color": "Color {v}",
    "combo.singles": "Sencillas {v}",
    "kind.twins": "Gemelos",
    "kind.pair": "Pareja",
    "kind.color": "Color",
    "kind.singles": "Sencillas",
    "ladder": "La escalera, de la más fuerte",
    "ladder.twins": "mismo número, misma tinta",
    "ladder.pair": "mismo número, tinta blanca y negra",
    "ladder.color": "mismo color: cuenta la suma",
    "ladder.singles": "todo lo demás: cuenta la suma",
    "pick_two": "Elige dos cartas",
    "lineup": "Comparación",
    "lineup_empty": "Nada que comparar todavía.",
    "add": "Añadir a la comparación",
    "remove": "Quitar",
    "clear_lineup": "Vaciar la comparación",
    "rulebook_example": "Ejemplo del reglamento (5 jugadores)",
    "tie": "empate",
    "play": "Jugada",
    "play_n": "Jugada {n}",
    "table_size": "Jugadores en la mesa",
    "pot": "Bote",
    "pot_after": "Bote tras la jugada: {n}",
    "plays": "juega",
    "examples": "Ejemplos del reglamento",
    "reading": "Lectura de la regla de empate (2ª jugada)",
    "reading.group_must_fit": "un grupo empatado cobra solo si cabe en los puestos y el bote alcanza (por defecto)",
    "reading.pot_covers_group": "un grupo empatado cobra si el bote alcanza (texto italiano)",
    "compare": "Comparar las dos lecturas",
    "next_step": "Paso siguiente",
    "show_all": "Mostrar todo",
    "restart": "Desde el principio",
    "sits_out": "no juega la 4ª jugada",
    "bankrupt": "en bancarrota",
    "not_playing": "no juega",
    "hand_n": "Mano {n}",
    "dealer": "repartidor",
    "cash_card": "Carta de pagos para {n} jugadores",
    "your_hand": "Tu mano",
    "buy_question": "¿Comprar cartas? Solo una vez.",
    "buy_0": "No, gracias",
    "buy_1": "1 carta por 1 ficha",
    "buy_2": "2 cartas por 3 fichas",
    "play_these": "Jugar estas dos boca abajo",
    "your_turn_play": "Jugada {n}: elige dos cartas para poner boca abajo.",
    "waiting_for": "Esperando a {names}…",
    "you_sit_out": "No juegas la 4ª jugada.",
    "chosen": "cartas puestas",
    "thinking": "elige…",
    "bought_n": "compró {n}",
    "new_game": "Nueva partida",
    "players": "Jugadores",
    "seed": "Semilla",
    "teacher": "Vista docente: mostrar todas las manos",
    "log": "Qué pasó",
    "last_play": "Última jugada",
    "game_over": "Fin de la partida",
    "winners": "Gana: {names}",
    "hidden": "oculto",
    "cards_n": "{n} cartas",
    "row": "cartas tomadas",
    "run_label": "{cards}: cuenta {n}",
    "counts": "cuenta {n}",
    "all_cards": "Las cartas del 3 al 35",
    "score": "Puntuación",
    "card_points": "puntos de las cartas",
    "add_chip": "una ficha más",
    "remove_chip": "una ficha menos",
    "clear_row": "Vaciar la fila",
    "take": "Tomar",
    "no_thanks": "¡No, gracias!",
    "on_card": "{n} fichas sobre la carta",
    "cards_left": "quedan {n} cartas",
    "removed": "Fuera del juego",
    "to_move": "le toca",
    "hidden_chips": "? fichas",
    "your_turn_nothanks": "Te toca: ¿tomas el {card} con sus {pot} fichas o pagas una ficha?",
    "must_take": "No te quedan fichas: debes tomar el {card}.",
    "teacher_nothanks": "Vista docente: mostrar todas las fichas y las cartas fuera"
  }
};
function t(lang, key, vars = {}) {
  const table = MESSAGES[lang] || MESSAGES.en;
  const text = table[key] ?? MESSAGES.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => name in vars ? String(vars[name]) : whole);
}

// js/src/twinit.js
var SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon", "cross"];
var COLORS = ["red", "blue", "green", "orange", "purple", "black"];
var FILLS = ["solid", "striped", "hollow"];
var DESIGN_COUNT = 119;
var HEX = {
  red: "#d62728",
  blue: "#1f5fbf",
  green: "#2a9d2a",
  orange: "#f07f0c",
  purple: "#8a4fc0",
  black: "#222222"
};
function designGlyph(id) {
  return {
    shape: SHAPES[id % SHAPES.length],
    color: COLORS[Math.floor(id / SHAPES.length) % COLORS.length],
    fill: FILLS[Math.floor(id / (SHAPES.length * COLORS.length))]
  };
}
function polygon(points) {
  return points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" ");
}
function regular(n, r, rotation = -Math.PI / 2) {
  const points = [];
  for (let i = 0; i < n; i++) {
    const a = rotation + 2 * Math.PI * i / n;
    points.push([50 + r * Math.cos(a), 50 + r * Math.sin(a)]);
  }
  return points;
}
function star() {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 40 : 17;
    const a = -Math.PI / 2 + Math.PI * i / 5;
    points.push([50 + r * Math.cos(a), 54 + r * Math.sin(a)]);
  }
  return points;
}
var SHAPE_ELEMENTS = {
  circle: ["circle", { cx: 50, cy: 50, r: 36 }],
  square: ["rect", { x: 18, y: 18, width: 64, height: 64 }],
  triangle: ["polygon", { points: polygon([[50, 12], [88, 82], [12, 82]]) }],
  diamond: ["polygon", { points: polygon([[50, 8], [88, 50], [50, 92], [12, 50]]) }],
  star: ["polygon", { points: polygon(star()) }],
  hexagon: ["polygon", { points: polygon(regular(6, 40, 0)) }],
  cross: ["polygon", { points: polygon([
    [38, 12],
    [62, 12],
    [62, 38],
    [88, 38],
    [88, 62],
    [62, 62],
    [62, 88],
    [38, 88],
    [38, 62],
    [12, 62],
    [12, 38],
    [38, 38]
  ]) }]
};
var SVG_NS = "http://www.w3.org/2000/svg";
var patternCounter = 0;
function svgElement(doc, name, attributes) {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}
function designSvg(doc, id) {
  const { shape, color, fill } = designGlyph(id);
  const hex = HEX[color];
  const svg = svgElement(doc, "svg", {
    viewBox: "0 0 100 100",
    class: "cw-glyph",
    "aria-hidden": "true",
    focusable: "false"
  });
  const [name, attributes] = SHAPE_ELEMENTS[shape];
  const body = svgElement(doc, name, {
    ...attributes,
    stroke: hex,
    "stroke-width": 7,
    "stroke-linejoin": "round"
  });
  if (fill === "solid") {
    body.setAttribute("fill", hex);
  } else if (fill === "hollow") {
    body.setAttribute("fill", "none");
  } else {
    const patternId = `cw-stripes-${++patternCounter}`;
    const defs = svgElement(doc, "defs", {});
    const pattern = svgElement(doc, "pattern", {
      id: patternId,
      width: 12,
      height: 12,
      patternUnits: "userSpaceOnUse",
      patternTransform: "rotate(45)"
    });
    pattern.appendChild(svgElement(doc, "rect", { x: 0, y: 0, width: 6, height: 12, fill: hex }));
    defs.appendChild(pattern);
    svg.appendChild(defs);
    body.setAttribute("fill", `url(#${patternId})`);
  }
  svg.appendChild(body);
  return svg;
}

// js/src/cards.js
var TWINS_COLORS = ["blue", "yellow", "purple", "grey", "green", "pink"];
var TWINS_MARKS = {
  blue: "●",
  yellow: "▲",
  purple: "■",
  grey: "◆",
  green: "★",
  pink: "✚"
};
var RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
var SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
var isInt = (value, low, high) => Number.isInteger(value) && value >= low && value <= high;
function isValidCard(card) {
  if (card === null || typeof card !== "object") return false;
  switch (card.deck) {
    case "twins":
      return isInt(card.number, 1, 10) && TWINS_COLORS.includes(card.color) && (card.ink === "white" || card.ink === "black");
    case "nothanks":
      return isInt(card.number, 3, 35);
    case "french":
      return RANKS.includes(card.rank) && Object.hasOwn(SUITS, card.suit);
    case "twinit":
      return isInt(card.design, 0, DESIGN_COUNT - 1);
    case "back":
      return true;
    default:
      return false;
  }
}
function cardLabel(card, lang = "en") {
  if (!isValidCard(card)) return t(lang, "unknown_card");
  switch (card.deck) {
    case "twins":
      return `${card.number} ${t(lang, `color.${card.color}`)}, ${t(lang, `ink.${card.ink}`)}`;
    case "nothanks":
      return `${t(lang, "card")} ${card.number}`;
    case "french": {
      const rank = /^[AJQK]$/.test(card.rank) ? t(lang, `rank.${card.rank}`) : card.rank;
      return `${rank} ${t(lang, "of")} ${t(lang, `suit.${card.suit}`)}`;
    }
    case "twinit": {
      const { shape, color, fill } = designGlyph(card.design);
      return `${t(lang, "design")} ${card.design}: ${t(lang, `shape.${shape}`)}, ${t(lang, `twinit.${color}`)}, ${t(lang, `fill.${fill}`)}`;
    }
    default:
      return t(lang, "face_down");
  }
}
function span(doc, className, text) {
  const node = doc.createElement("span");
  node.className = className;
  node.textContent = text;
  return node;
}
function drawTwins(doc, el, card) {
  el.classList.add(`cw-twins-${card.color}`, `cw-ink-${card.ink}`);
  const mark = TWINS_MARKS[card.color];
  el.append(
    span(doc, "cw-corner cw-corner-top", `${card.number}`),
    span(doc, "cw-twins-mark", mark),
    span(doc, "cw-pip", `${card.number}`),
    span(doc, "cw-twins-mark cw-twins-mark-bottom", mark)
  );
}
function drawNoThanks(doc, el, card) {
  el.style.setProperty("--cw-hue", String(Math.round((card.number - 3) / 32 * 300)));
  el.append(
    span(doc, "cw-corner cw-corner-top", `${card.number}`),
    span(doc, "cw-pip", `${card.number}`),
    span(doc, "cw-corner cw-corner-bottom", `${card.number}`)
  );
}
function drawFrench(doc, el, card) {
  const red = card.suit === "H" || card.suit === "D";
  el.classList.add(red ? "cw-red" : "cw-black");
  const index = `${card.rank}${SUITS[card.suit]}`;
  el.append(
    span(doc, "cw-corner cw-corner-top", index),
    span(doc, "cw-pip", SUITS[card.suit]),
    span(doc, "cw-corner cw-corner-bottom", index)
  );
}
function drawTwinIt(doc, el, card) {
  el.append(designSvg(doc, card.design), span(doc, "cw-design-id", `${card.design}`));
}
var DRAW = { twins: drawTwins, nothanks: drawNoThanks, french: drawFrench, twinit: drawTwinIt };
function renderCard(card, { lang = "en", doc = globalThis.document } = {}) {
  const el = doc.createElement("div");
  el.className = "cw-card";
  el.setAttribute("aria-label", cardLabel(card, lang));
  if (!isValidCard(card)) {
    el.classList.add("cw-card-unknown");
    el.append(span(doc, "cw-pip", "?"));
  } else if (card.deck === "back") {
    el.classList.add("cw-back");
  } else {
    el.classList.add(`cw-deck-${card.deck}`);
    DRAW[card.deck](doc, el, card);
  }
  return el;
}
function renderChip(value, { lang = "en", doc = globalThis.document } = {}) {
  const el = doc.createElement("span");
  el.className = `cw-chip cw-chip-${[1, 2, 5].includes(value) ? value : "other"}`;
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", `${value} ${t(lang, value === 1 ? "chip" : "chips")}`);
  el.textContent = String(value);
  return el;
}
function chipTokens(total) {
  const tokens = [];
  let left = Math.max(0, Math.floor(total));
  for (const value of [5, 2, 1]) {
    while (left >= value) {
      tokens.push(value);
      left -= value;
    }
  }
  return tokens;
}

// js/src/hand.js
function renderHand(cards, {
  selected = [],
  disabled = [],
  focus = null,
  onToggle = null,
  onFocus = null,
  label = null,
  lang = "en",
  doc = globalThis.document
} = {}) {
  const hand = doc.createElement("div");
  hand.className = "cw-hand";
  hand.setAttribute("aria-label", label ?? t(lang, "hand"));
  const interactive = typeof onToggle === "function";
  hand.setAttribute("role", interactive ? "listbox" : "list");
  if (interactive) hand.setAttribute("aria-multiselectable", "true");
  if (cards.length === 0) {
    const empty = doc.createElement("span");
    empty.className = "cw-hand-empty";
    empty.textContent = t(lang, "no_cards");
    hand.append(empty);
    return hand;
  }
  const chosen = new Set(selected);
  const off = new Set(disabled);
  const stop = Number.isInteger(focus) && focus >= 0 && focus < cards.length ? focus : 0;
  const elements = cards.map((card, index) => {
    const el = renderCard(card, { lang, doc });
    el.dataset.index = String(index);
    if (chosen.has(index)) el.classList.add("cw-selected");
    if (off.has(index)) el.classList.add("cw-disabled");
    if (interactive) {
      el.setAttribute("role", "option");
      el.setAttribute("aria-selected", String(chosen.has(index)));
      if (off.has(index)) el.setAttribute("aria-disabled", "true");
      el.tabIndex = index === stop ? 0 : -1;
    } else {
      el.setAttribute("role", "listitem");
    }
    hand.append(el);
    return el;
  });
  if (!interactive) return hand;
  const moveTo = (index) => {
    const target = Math.max(0, Math.min(elements.length - 1, index));
    elements.forEach((el, i) => {
      el.tabIndex = i === target ? 0 : -1;
    });
    elements[target].focus();
  };
  const pick = (index) => {
    if (!off.has(index)) onToggle(index);
  };
  hand.addEventListener("click", (event) => {
    const el = event.target.closest(".cw-card");
    if (!el || !hand.contains(el)) return;
    pick(Number(el.dataset.index));
  });
  hand.addEventListener("focusin", (event) => {
    const el = event.target.closest(".cw-card");
    if (el && onFocus) onFocus(Number(el.dataset.index));
  });
  hand.addEventListener("keydown", (event) => {
    const el = event.target.closest(".cw-card");
    if (!el) return;
    const index = Number(el.dataset.index);
    const moves = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: elements.length - 1
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]);
    } else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      pick(index);
    }
  });
  return hand;
}
var FocusKeeper = class {
  constructor() {
    this.index = null;
    this.pending = false;
    this.onFocus = (index) => {
      this.index = index;
    };
  }
  /** `onToggle` that also remembers to give the focus back after the redraw. */
  wrap(onToggle) {
    return (index) => {
      this.pending = true;
      onToggle(index);
    };
  }
  /** Call once the new hand is in the document. */
  restore(hand) {
    if (this.pending) hand.querySelector("[tabindex='0']")?.focus();
    this.pending = false;
  }
};

// js/src/view.js
function mount({ model, el }, className, traits, draw) {
  el.classList.add("cardwidgets", className);
  const redraw = () => draw();
  for (const name of traits) model.on(`change:${name}`, redraw);
  redraw();
  return () => {
    for (const name of traits) model.off(`change:${name}`, redraw);
    el.replaceChildren();
  };
}
function errorBanner(model, doc = globalThis.document) {
  const banner = doc.createElement("div");
  banner.className = "cw-error";
  banner.setAttribute("role", "alert");
  banner.textContent = model.get("error") || "";
  return banner;
}
function h(doc, tag, { class: className, text, attrs = {}, on = {} } = {}, ...children) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== void 0 && text !== null) node.textContent = String(text);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === void 0) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const [event, handler] of Object.entries(on)) node.addEventListener(event, handler);
  for (const child of children.flat()) if (child) node.append(child);
  return node;
}
function comboText(t2, lang, kind, value) {
  return t2(lang, `combo.${kind}`, { v: value });
}
function gameControls(doc, t2, lang, model, send, { counts, teacherKey }) {
  const seedInput = h(doc, "input", {
    class: "cw-number cw-seed-input",
    attrs: { type: "number", min: 0, step: 1, value: model.get("seed"), "aria-label": t2(lang, "seed") }
  });
  const playersSelect = h(
    doc,
    "select",
    { class: "cw-select cw-players-select", attrs: { "aria-label": t2(lang, "players") } },
    counts.map((n) => h(doc, "option", { text: String(n), attrs: { value: n } }))
  );
  playersSelect.value = String(model.get("players"));
  const seed = () => Number.isInteger(Number(seedInput.value)) ? Number(seedInput.value) : seedInput.value;
  return h(
    doc,
    "div",
    { class: "cw-controls" },
    h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t2(lang, "players") }), playersSelect),
    h(doc, "label", { class: "cw-field" }, h(doc, "span", { class: "cw-field-label", text: t2(lang, "seed") }), seedInput),
    h(doc, "button", {
      class: "cw-button",
      text: t2(lang, "new_game"),
      attrs: { type: "button" },
      on: { click: () => send({ action: "new_game", players: Number(playersSelect.value), seed: seed() }) }
    }),
    h(
      doc,
      "label",
      { class: "cw-field cw-check" },
      h(doc, "input", {
        attrs: { type: "checkbox", checked: model.get("teacher") },
        on: { change: (event) => send({ action: "teacher", on: event.target.checked }) }
      }),
      h(doc, "span", { text: t2(lang, teacherKey) })
    )
  );
}
function gameLog(doc, t2, lang, lines) {
  return h(
    doc,
    "details",
    { class: "cw-log", attrs: { open: true } },
    h(doc, "summary", { text: t2(lang, "log") }),
    h(doc, "ol", {}, lines.slice(-8).map((line) => h(doc, "li", { text: line })))
  );
}

// js/src/twins_table.js
var TRAITS = ["state", "reveals", "reveal_count", "log", "teacher", "players", "seed", "name", "lang", "error"];
var ROW_MS = 650;
var PAUSE_MS = 900;
function chipStack(doc, lang, total, label) {
  return h(
    doc,
    "span",
    { class: "cw-chip-stack", attrs: { role: "group", "aria-label": label } },
    chipTokens(total).map((value) => renderChip(value, { lang, doc })),
    h(doc, "span", { class: "cw-chip-total", text: String(total) })
  );
}
function cashCard(doc, lang, state) {
  return h(
    doc,
    "div",
    { class: "cw-cash-card" },
    h(doc, "div", { class: "cw-section-title", text: t(lang, "cash_card", { n: state.table_size }) }),
    h(doc, "ol", {}, state.cash_card.map((line, i) => h(
      doc,
      "li",
      {
        class: state.play === i + 1 ? "cw-current-play" : "",
        attrs: { "aria-current": state.play === i + 1 ? "step" : null }
      },
      h(doc, "strong", { text: `${t(lang, "play_n", { n: i + 1 })}: ` }),
      line
    )))
  );
}
function seatStatus(lang, state, seat) {
  if (state.bankrupt.includes(seat)) return t(lang, "bankrupt");
  if (state.phase === "play" && state.play === 4 && state.sit_out.includes(seat)) return t(lang, "sits_out");
  if (state.phase === "buy") {
    const bought = state.bought[seat];
    return bought === null ? state.awaiting.includes(seat) ? t(lang, "thinking") : "" : t(lang, "bought_n", { n: bought });
  }
  if (state.phase === "play") return state.chosen[seat] ? `✓ ${t(lang, "chosen")}` : t(lang, "thinking");
  return "";
}
function opponent(doc, lang, state, seat) {
  const hand = state.hands[seat];
  const size = state.hand_sizes[seat];
  const choice = state.choices[seat];
  const cards = hand ? hand : Array.from({ length: size }, () => ({ deck: "back" }));
  return h(
    doc,
    "section",
    {
      class: `cw-seat${state.bankrupt.includes(seat) ? " cw-seat-out" : ""}`,
      attrs: { "aria-label": seat, "data-seat": seat }
    },
    h(
      doc,
      "div",
      { class: "cw-seat-head" },
      h(doc, "strong", { class: "cw-seat-name", text: seat }),
      seat === state.dealer ? h(doc, "span", { class: "cw-badge", text: t(lang, "dealer") }) : null,
      chipStack(doc, lang, state.chips[seat], `${seat}: ${state.chips[seat]} ${t(lang, "chips")}`)
    ),
    h(doc, "div", { class: "cw-seat-status", text: seatStatus(lang, state, seat) }),
    h(
      doc,
      "div",
      { class: "cw-mini-cards cw-seat-hand", attrs: { "aria-label": t(lang, "cards_n", { n: size }) } },
      cards.map((card) => renderCard(card, { lang, doc }))
    ),
    state.chosen[seat] && state.phase === "play" ? h(
      doc,
      "div",
      { class: "cw-mini-cards cw-face-down" },
      (choice || [{ deck: "back" }, { deck: "back" }]).map((card) => renderCard(card, { lang, doc }))
    ) : null
  );
}
function revealView(doc, lang, reveal, rowsShown) {
  if (!reveal) return null;
  const rows = reveal.rows.map((row, i) => i < rowsShown ? h(
    doc,
    "li",
    {
      class: `cw-reveal-row${row.delta > 0 ? " cw-gain" : ""}${row.delta < 0 ? " cw-loss" : ""}`,
      attrs: { "data-name": row.name }
    },
    h(doc, "span", { class: "cw-lineup-name", text: row.name }),
    h(doc, "span", { class: "cw-mini-cards" }, row.cards.map((card) => renderCard(card, { lang, doc }))),
    h(doc, "span", { class: `cw-combo cw-kind-${row.kind}`, text: comboText(t, lang, row.kind, row.value) }),
    h(doc, "span", { class: "cw-delta", text: row.delta > 0 ? `+${row.delta}` : row.delta < 0 ? `−${-row.delta}` : "0" }),
    row.sit_out ? h(doc, "span", { class: "cw-badge", text: t(lang, "sits_out") }) : null,
    row.bankrupt ? h(doc, "span", { class: "cw-badge cw-badge-alert", text: t(lang, "bankrupt") }) : null,
    h(doc, "span", { class: "cw-reason", text: row.reason })
  ) : null);
  const complete = rowsShown >= reveal.rows.length;
  return h(
    doc,
    "section",
    {
      class: `cw-reveal${complete ? " cw-reveal-done" : ""}`,
      attrs: { "aria-live": "polite", "data-play": reveal.play }
    },
    h(doc, "div", { class: "cw-section-title", text: `${t(lang, "play_n", { n: reveal.play })}: ${reveal.line}` }),
    h(doc, "ol", { class: "cw-reveal-rows" }, rows),
    complete ? h(doc, "div", { class: "cw-pot-after", text: t(lang, "pot_after", { n: reveal.pot }) }) : null
  );
}
function render({ model, el }) {
  const doc = el.ownerDocument;
  const win = doc.defaultView;
  const send = (message) => model.send(message);
  const keeper = new FocusKeeper();
  const reduced = win?.matchMedia?.("(prefers-reduced-motion: reduce)")?.matches ?? false;
  let picked = [];
  let turnKey = "";
  let seen = model.get("reveal_count");
  let showing = model.get("reveals").length - 1;
  let rowsShown = Infinity;
  let timer = null;
  const step = () => {
    timer = null;
    const reveals = model.get("reveals");
    const current = reveals[showing];
    if (current && rowsShown < current.rows.length) {
      rowsShown += 1;
      timer = win.setTimeout(step, rowsShown < current.rows.length ? ROW_MS : PAUSE_MS);
    } else if (showing < reveals.length - 1) {
      showing += 1;
      rowsShown = 0;
      timer = win.setTimeout(step, ROW_MS);
    }
    draw();
  };
  const onRevealCount = () => {
    const count = model.get("reveal_count");
    const fresh = count - seen;
    seen = count;
    const reveals = model.get("reveals");
    if (fresh <= 0 || reveals.length === 0) return;
    if (reduced) {
      showing = reveals.length - 1;
      rowsShown = Infinity;
      return;
    }
    showing = Math.max(0, reveals.length - fresh);
    rowsShown = 0;
    if (timer !== null) win.clearTimeout(timer);
    timer = win.setTimeout(step, 250);
  };
  model.on("change:reveal_count", onRevealCount);
  const draw = () => {
    const lang = model.get("lang");
    const state = model.get("state");
    const me = model.get("name");
    const key = `${state.hand_number}/${state.phase}/${state.play}`;
    if (key !== turnKey) {
      picked = [];
      turnKey = key;
    }
    const awaitingMe = state.awaiting.includes(me);
    const reveals = model.get("reveals");
    const animating = timer !== null;
    const header = h(
      doc,
      "div",
      { class: "cw-table-head" },
      h(
        doc,
        "div",
        { class: "cw-hand-info" },
        h(doc, "div", { class: "cw-big", text: t(lang, "hand_n", { n: state.hand_number }) }),
        h(doc, "div", { text: `${t(lang, "dealer")}: ${state.dealer}` }),
        state.play ? h(doc, "div", { class: "cw-big cw-play-now", text: t(lang, "play_n", { n: state.play }) }) : null
      ),
      h(
        doc,
        "div",
        { class: "cw-pot", attrs: { "aria-label": `${t(lang, "pot")}: ${state.pot}` } },
        h(doc, "div", { class: "cw-section-title", text: t(lang, "pot") }),
        chipStack(doc, lang, state.pot, `${t(lang, "pot")}: ${state.pot} ${t(lang, "chips")}`)
      ),
      cashCard(doc, lang, state)
    );
    const others = h(
      doc,
      "div",
      { class: "cw-opponents" },
      state.players.filter((seat) => seat !== me).map((seat) => opponent(doc, lang, state, seat))
    );
    let prompt = "";
    let actions = null;
    if (state.phase === "over") {
      prompt = `${t(lang, "game_over")} — ${t(lang, "winners", { names: state.result.winners.join(", ") })}`;
    } else if (awaitingMe && state.phase === "buy") {
      prompt = t(lang, "buy_question");
      actions = h(doc, "div", { class: "cw-buttons" }, [0, 1, 2].map((count) => h(doc, "button", {
        class: `cw-button${count === 0 ? "" : " cw-button-primary"}`,
        text: t(lang, `buy_${count}`),
        attrs: {
          type: "button",
          "data-buy": count,
          disabled: state.buy_prices[count] > state.chips[me] || count > state.deck_size
        },
        on: { click: () => send({ action: "buy", count }) }
      })));
    } else if (awaitingMe) {
      prompt = t(lang, "your_turn_play", { n: state.play });
      actions = h(doc, "div", { class: "cw-buttons" }, h(doc, "button", {
        class: "cw-button cw-button-primary cw-play-button",
        text: t(lang, "play_these"),
        attrs: { type: "button", disabled: picked.length !== 2 },
        on: { click: () => send({ action: "play", cards: [...picked] }) }
      }));
    } else if (state.phase === "play" && state.play === 4 && state.sit_out.includes(me)) {
      prompt = t(lang, "you_sit_out");
    } else {
      prompt = t(lang, "waiting_for", { names: state.awaiting.join(", ") });
    }
    const myHand = renderHand(state.hands[me] || [], {
      selected: picked,
      focus: keeper.index,
      lang,
      doc,
      label: t(lang, "your_hand"),
      onToggle: awaitingMe && state.phase === "play" ? keeper.wrap((index) => {
        picked = picked.includes(index) ? picked.filter((i) => i !== index) : [...picked.slice(-1), index];
        draw();
      }) : null,
      onFocus: keeper.onFocus
    });
    const mine = h(
      doc,
      "section",
      { class: "cw-my-seat", attrs: { "aria-label": t(lang, "your_hand") } },
      h(
        doc,
        "div",
        { class: "cw-seat-head" },
        h(doc, "strong", { class: "cw-seat-name", text: me }),
        h(doc, "span", { class: "cw-badge cw-badge-you", text: t(lang, "you") }),
        me === state.dealer ? h(doc, "span", { class: "cw-badge", text: t(lang, "dealer") }) : null,
        chipStack(doc, lang, state.chips[me], `${me}: ${state.chips[me]} ${t(lang, "chips")}`),
        h(doc, "span", { class: "cw-prompt", attrs: { "aria-live": "polite" }, text: prompt })
      ),
      myHand,
      actions,
      state.choices[me] && state.phase === "play" ? h(doc, "div", { class: "cw-mini-cards cw-face-down" }, state.choices[me].map((card) => renderCard(card, { lang, doc }))) : null
    );
    const revealSection = h(
      doc,
      "div",
      { class: "cw-reveal-area" },
      revealView(doc, lang, reveals[showing] ?? null, rowsShown),
      animating ? h(doc, "button", {
        class: "cw-button cw-button-small",
        text: t(lang, "show_all"),
        attrs: { type: "button" },
        on: { click: () => {
          win.clearTimeout(timer);
          timer = null;
          showing = reveals.length - 1;
          rowsShown = Infinity;
          draw();
        } }
      }) : null
    );
    const final = state.phase === "over" ? h(
      doc,
      "section",
      { class: "cw-final" },
      h(doc, "div", { class: "cw-section-title", text: t(lang, "game_over") }),
      h(doc, "ol", {}, [...state.players].sort((a, b) => state.chips[b] - state.chips[a]).map((seat) => h(doc, "li", {
        class: state.result.winners.includes(seat) ? "cw-winner" : "",
        text: `${seat}: ${state.chips[seat]} ${t(lang, "chips")}${state.bankrupt.includes(seat) ? ` (${t(lang, "bankrupt")})` : ""}`
      })))
    ) : null;
    const controls = gameControls(doc, t, lang, model, send, { counts: [3, 4, 5, 6], teacherKey: "teacher" });
    const log = gameLog(doc, t, lang, model.get("log"));
    el.replaceChildren(...[
      header,
      others,
      revealSection,
      mine,
      final,
      errorBanner(model, doc),
      h(doc, "div", { class: "cw-table-foot" }, log, controls)
    ].filter(Boolean));
    keeper.restore(myHand);
  };
  const cleanup = mount({ model, el }, "cw-twins-table", TRAITS, draw);
  return () => {
    if (timer !== null) win.clearTimeout(timer);
    model.off("change:reveal_count", onRevealCount);
    cleanup();
  };
}
var twins_table_default = { render };
export {
  twins_table_default as default
};
