// cardwidgets/messages/charts.json
var charts_default = {
  "chart.untitled": {
    en: "chart",
    it: "grafico",
    fr: "graphique",
    es: "gráfico"
  },
  "chart.with_errors": {
    en: "{name} (±2 SE)",
    it: "{name} (±2 ES)",
    fr: "{name} (±2 ET)",
    es: "{name} (±2 EE)"
  },
  "chart.exact": {
    en: "exact",
    it: "esatto",
    fr: "exact",
    es: "exacto"
  },
  "chart.simulated": {
    en: "simulated",
    it: "simulato",
    fr: "simulé",
    es: "simulado"
  },
  "chart.win_rate": {
    en: "win rate",
    it: "quota di vittorie",
    fr: "taux de victoire",
    es: "tasa de victorias"
  },
  "chart.win_rate_games": {
    en: "Win rate, {games} games",
    it: "Quota di vittorie, {games} partite",
    fr: "Taux de victoire, {games} parties",
    es: "Tasa de victorias, {games} partidas"
  },
  "chart.versus": {
    en: "{first} vs {second}",
    it: "{first} contro {second}",
    fr: "{first} contre {second}",
    es: "{first} contra {second}"
  },
  "bot.random": {
    en: "random",
    it: "casuale",
    fr: "aléatoire",
    es: "aleatorio"
  },
  "bot.threshold": {
    en: "threshold",
    it: "soglia",
    fr: "seuil",
    es: "umbral"
  },
  "bot.lookahead": {
    en: "lookahead",
    it: "previdente",
    fr: "prévoyant",
    es: "previsor"
  },
  "bot.greedy": {
    en: "greedy",
    it: "goloso",
    fr: "glouton",
    es: "voraz"
  },
  "bot.tracker": {
    en: "tracker",
    it: "osservatore",
    fr: "observateur",
    es: "observador"
  },
  "chart.twins.at_least_one_twins": {
    en: "P(at least one Twins in {cards} cards)",
    it: "P(almeno una combinazione Gemelli in {cards} carte)",
    fr: "P(au moins un Double en {cards} cartes)",
    es: "P(al menos una combinación de Gemelos en {cards} cartas)"
  },
  "chart.twins.hands_simulated": {
    en: "hands simulated",
    it: "mani simulate",
    fr: "mains simulées",
    es: "manos simuladas"
  },
  "chart.twins.best_combination": {
    en: "Best combination in a hand of {cards} cards",
    it: "Miglior combinazione in una mano di {cards} carte",
    fr: "Meilleure combinaison d'une main de {cards} cartes",
    es: "Mejor combinación de una mano de {cards} cartas"
  },
  "chart.twins.buy": {
    en: "buy {count} ({cost, plural, =0 {free} one {# chip} other {# chips}})",
    it: "compra {count} ({cost, plural, =0 {gratis} one {# gettone} other {# gettoni}})",
    fr: "achète {count} ({cost, plural, =0 {gratuit} one {# jeton} other {# jetons}})",
    es: "compra {count} ({cost, plural, =0 {gratis} one {# ficha} other {# fichas}})"
  },
  "chart.twins.win_play": {
    en: "Chance to win play {play}, {players} players",
    it: "Probabilità di vincere la giocata {play}, {players} giocatori",
    fr: "Chance de gagner le pli {play}, {players} joueurs",
    es: "Probabilidad de ganar la jugada {play}, {players} jugadores"
  },
  "chart.nothanks.all_in_play": {
    en: "All k wanted cards in play ({out} of {deck} out)",
    it: "Tutte le k carte volute in gioco ({out} su {deck} fuori)",
    fr: "Toutes les k cartes voulues en jeu ({out} sur {deck} écartées)",
    es: "Las k cartas deseadas, todas en juego ({out} de {deck} fuera)"
  },
  "chart.nothanks.cards_needed": {
    en: "cards needed",
    it: "carte volute",
    fr: "cartes voulues",
    es: "cartas deseadas"
  },
  "chart.nothanks.wait": {
    en: "wait {n}",
    it: "{n, plural, one {# giro} other {# giri}} di attesa",
    fr: "{n, plural, one {# tour} other {# tours}} d'attente",
    es: "{n, plural, one {# vuelta} other {# vueltas}} de espera"
  },
  "chart.nothanks.expected_score": {
    en: "{seat}'s expected final score (lower is better)",
    it: "Punteggio finale atteso di {seat} (più basso è meglio)",
    fr: "Espérance du score final de {seat} (plus il est bas, mieux c'est)",
    es: "Puntuación final esperada de {seat} (cuanto más baja, mejor)"
  },
  "chart.nothanks.win_share_vs": {
    en: "Win share against three threshold-{rival} players (fair: 25%)",
    it: "Quota di vittorie contro tre giocatori a soglia {rival} (equa: 25%)",
    fr: "Part de victoires contre trois joueurs à seuil {rival} (équitable : 25 %)",
    es: "Proporción de victorias contra tres jugadores de umbral {rival} (justa: 25 %)"
  },
  "chart.nothanks.your_threshold": {
    en: "your threshold",
    it: "la tua soglia",
    fr: "votre seuil",
    es: "tu umbral"
  },
  "chart.win_share": {
    en: "win share",
    it: "quota di vittorie",
    fr: "part de victoires",
    es: "proporción de victorias"
  },
  "chart.gin.dealt_deadwood": {
    en: "Deadwood of a dealt hand of {cards} cards",
    it: "Carte scombinate di una mano servita di {cards} carte",
    fr: "Cartes isolées d'une main distribuée de {cards} cartes",
    es: "Cartas sueltas de una mano repartida de {cards} cartas"
  },
  "chart.gin.deadwood_points": {
    en: "deadwood points",
    it: "punti delle carte scombinate",
    fr: "points des cartes isolées",
    es: "puntos de las cartas sueltas"
  },
  "chart.gin.share_of_hands": {
    en: "share of hands",
    it: "quota di mani",
    fr: "part des mains",
    es: "proporción de manos"
  },
  "chart.gin.first_bot_wins": {
    en: "Share of one-hand matches won by the first bot",
    it: "Quota di partite a una mano vinte dal primo bot",
    fr: "Part des parties en une main gagnées par le premier robot",
    es: "Proporción de partidas a una mano ganadas por el primer bot"
  },
  "chart.gin.won": {
    en: "won",
    it: "vinte",
    fr: "gagnées",
    es: "ganadas"
  },
  "chart.twinit.match_among": {
    en: "A match among k visible faces",
    it: "Una coppia tra k facce visibili",
    fr: "Une paire parmi k faces visibles",
    es: "Una pareja entre k caras visibles"
  },
  "chart.twinit.faces_visible": {
    en: "faces visible",
    it: "facce visibili",
    fr: "faces visibles",
    es: "caras visibles"
  },
  "chart.twinit.chance_of_match": {
    en: "chance of a match",
    it: "probabilità di una coppia",
    fr: "chance d'une paire",
    es: "probabilidad de una pareja"
  },
  "chart.twinit.exact": {
    en: "Twin It!, exact",
    it: "Twin It!, esatto",
    fr: "Twin It!, exact",
    es: "Twin It!, exacto"
  },
  "chart.twinit.simulated": {
    en: "Twin It!, simulated",
    it: "Twin It!, simulato",
    fr: "Twin It!, simulé",
    es: "Twin It!, simulado"
  },
  "chart.twinit.birthdays": {
    en: "birthdays, {days} days",
    it: "compleanni, {days} giorni",
    fr: "anniversaires, {days} jours",
    es: "cumpleaños, {days} días"
  },
  "chart.twinit.by_split": {
    en: "A match among k faces, by the deck's split",
    it: "Una coppia tra k facce, secondo la composizione del mazzo",
    fr: "Une paire parmi k faces, selon la composition du paquet",
    es: "Una pareja entre k caras, según la composición de la baraja"
  },
  "chart.twinit.ours": {
    en: "{split}, ours",
    it: "{split}, il nostro",
    fr: "{split}, le nôtre",
    es: "{split}, el nuestro"
  }
};

// cardwidgets/messages/errors.json
var errors_default = {
  "error.seat_count": {
    en: "a table of {n} players has {n} seats, not {value}",
    it: "un tavolo da {n} giocatori ha {n} posti, non {value}",
    fr: "une table de {n} joueurs a {n} places, pas {value}",
    es: "una mesa de {n} jugadores tiene {n} puestos, no {value}"
  },
  "error.seat_shape": {
    en: "each seat has a name of its own, two cards and whether it plays (True or False), not {value}",
    it: "ogni posto ha un nome tutto suo, due carte e se gioca (True o False), non {value}",
    fr: "chaque place a son propre nom, deux cartes et si elle joue (True ou False), pas {value}",
    es: "cada puesto tiene un nombre propio, dos cartas y si juega (True o False), no {value}"
  },
  "error.nothanks_row": {
    en: "the row takes different cards from {low} to {high}, not {value}",
    it: "la fila accetta carte diverse da {low} a {high}, non {value}",
    fr: "la rangée prend des cartes différentes de {low} à {high}, pas {value}",
    es: "la fila admite cartas distintas del {low} al {high}, no {value}"
  },
  "error.players_exactly": {
    en: "{game} is for {n} players, not {value}",
    it: "{game} si gioca in {n}, non {value}",
    fr: "{game} se joue à {n}, pas {value}",
    es: "{game} es para {n} jugadores, no {value}"
  },
  "error.bot_levels": {
    en: "the bots are a list of {low} to {high} levels among {levels}, not {value}",
    it: "i bot sono una lista da {low} a {high} livelli tra {levels}, non {value}",
    fr: "les bots sont une liste de {low} à {high} niveaux parmi {levels}, pas {value}",
    es: "los bots son una lista de {low} a {high} niveles entre {levels}, no {value}"
  },
  "error.bots_for_seats": {
    en: "{n, plural, one {# other seat needs # bot} other {# other seats need # bots}}, not {value}",
    it: "{n, plural, one {# altro posto vuole # bot} other {altri # posti vogliono # bot}}, non {value}",
    fr: "{n, plural, one {# autre place demande # bot} other {# autres places demandent # bots}}, pas {value}",
    es: "{n, plural, one {# puesto más necesita # bot} other {# puestos más necesitan # bots}}, no {value}"
  },
  "error.rules_mode": {
    en: "the rules are for {rules} mode, the table for {mode}",
    it: "le regole sono per la modalità {rules}, il tavolo per {mode}",
    fr: "les règles sont pour le mode {rules}, la table pour {mode}",
    es: "las reglas son para el modo {rules}, la mesa para {mode}"
  },
  "error.no_piles": {
    en: "piles name the seats, the reader's first, each with its cards",
    it: "le pile indicano i posti, prima quello del lettore, ognuno con le sue carte",
    fr: "les piles nomment les places, celle du lecteur d'abord, chacune avec ses cartes",
    es: "las pilas nombran los puestos, primero el del lector, cada uno con sus cartas"
  },
  "error.round_seconds": {
    en: "the round lasts more than 0 seconds and at most {longest}, not {value}",
    it: "la manche dura più di 0 secondi e al massimo {longest}, non {value}",
    fr: "la manche dure plus de 0 seconde et au plus {longest}, pas {value}",
    es: "la ronda dura más de 0 segundos y como mucho {longest}, no {value}"
  },
  "error.text": {
    en: "{text}",
    it: "{text}",
    fr: "{text}",
    es: "{text}"
  },
  "error.bug": {
    en: "Something went wrong inside the widget; the game is unchanged.",
    it: "Qualcosa è andato storto nel widget; la partita non è cambiata.",
    fr: "Un problème est survenu dans le widget ; la partie n'a pas changé.",
    es: "Algo ha fallado dentro del widget; la partida no ha cambiado."
  },
  "error.not_an_action": {
    en: "the page sent something that is not an action",
    it: "la pagina ha inviato qualcosa che non è un'azione",
    fr: "la page a envoyé quelque chose qui n'est pas une action",
    es: "la página ha enviado algo que no es una acción"
  },
  "error.unknown_action": {
    en: "the page asked for the action {action}, {accepts, select, true {which this widget does not know} other {but this widget takes no actions}}",
    it: "la pagina ha chiesto l'azione {action}, {accepts, select, true {che questo widget non conosce} other {ma questo widget non accetta azioni}}",
    fr: "la page a demandé l'action {action}, {accepts, select, true {que ce widget ne connaît pas} other {mais ce widget n'accepte aucune action}}",
    es: "la página ha pedido la acción {action}, {accepts, select, true {que este widget no conoce} other {pero este widget no acepta ninguna acción}}"
  },
  "error.missing_field": {
    en: "the message lacks the field “{field}”",
    it: "nel messaggio manca il campo «{field}»",
    fr: "il manque le champ « {field} » dans le message",
    es: "al mensaje le falta el campo «{field}»"
  },
  "error.wrong_type": {
    en: "“{field}” must be {kind}, not {value}",
    it: "«{field}» deve essere {kind}, non {value}",
    fr: "« {field} » doit être {kind}, pas {value}",
    es: "«{field}» debe ser {kind}, no {value}"
  },
  "error.empty_field": {
    en: "“{field}” is empty: write {kind} in it",
    it: "«{field}» è vuoto: scrivici {kind}",
    fr: "« {field} » est vide : écrivez-y {kind}",
    es: "«{field}» está vacío: escribe en él {kind}"
  },
  "kind.switch": {
    en: "on or off (true or false)",
    it: "sì o no (true o false)",
    fr: "oui ou non (true ou false)",
    es: "sí o no (true o false)"
  },
  "kind.whole_number": {
    en: "a whole number",
    it: "un numero intero",
    fr: "un nombre entier",
    es: "un número entero"
  },
  "kind.text": {
    en: "text",
    it: "un testo",
    fr: "un texte",
    es: "un texto"
  },
  "kind.nothing": {
    en: "nothing (null)",
    it: "niente (null)",
    fr: "rien (null)",
    es: "nada (null)"
  },
  "kind.card": {
    en: "a card",
    it: "una carta",
    fr: "une carte",
    es: "una carta"
  },
  "kind.cards": {
    en: "a list of {n, plural, one {# card} other {# cards}}",
    it: "una lista di {n, plural, one {# carta} other {# carte}}",
    fr: "une liste de {n, plural, one {# carte} other {# cartes}}",
    es: "una lista de {n, plural, one {# carta} other {# cartas}}"
  },
  "kind.or": {
    en: "{a} or {b}",
    it: "{a} o {b}",
    fr: "{a} ou {b}",
    es: "{a} o {b}"
  },
  "error.out_of_range": {
    en: "“{field}” must be from {low} to {high}, not {value}",
    it: "«{field}» deve essere tra {low} e {high}, non {value}",
    fr: "« {field} » doit être entre {low} et {high}, pas {value}",
    es: "«{field}» debe estar entre {low} y {high}, no {value}"
  },
  "error.index_out_of_range": {
    en: "“{field}” {value} is out of range: there are {n, plural, one {# card} other {# cards}}",
    it: "«{field}» {value} è fuori intervallo: ci sono {n, plural, one {# carta} other {# carte}}",
    fr: "« {field} » {value} est hors limites : il y a {n, plural, one {# carte} other {# cartes}}",
    es: "«{field}» {value} está fuera de rango: hay {n, plural, one {# carta} other {# cartas}}"
  },
  "error.card_disabled": {
    en: "card {index} ({card}) cannot be picked now",
    it: "la carta {index} ({card}) non si può scegliere ora",
    fr: "la carte {index} ({card}) ne peut pas être choisie maintenant",
    es: "la carta {index} ({card}) no se puede elegir ahora"
  },
  "error.look_only": {
    en: "these cards are for looking at, not picking",
    it: "queste carte sono da guardare, non da scegliere",
    fr: "ces cartes sont à regarder, pas à choisir",
    es: "estas cartas son para mirar, no para elegir"
  },
  "error.too_many_picked": {
    en: "you may pick at most {n, plural, one {# card} other {# cards}}; put one back first",
    it: "puoi scegliere al massimo {n, plural, one {# carta} other {# carte}}; rimettine giù una prima",
    fr: "vous pouvez choisir au plus {n, plural, one {# carte} other {# cartes}} ; reposez-en une d'abord",
    es: "puedes elegir como máximo {n, plural, one {# carta} other {# cartas}}; devuelve una primero"
  },
  "error.pot_range": {
    en: "the pot holds 0 to {max} chips, not {value}",
    it: "il piatto contiene da 0 a {max} gettoni, non {value}",
    fr: "la banque contient de 0 à {max} jetons, pas {value}",
    es: "el bote tiene de 0 a {max} fichas, no {value}"
  },
  "error.chips_range": {
    en: "{seat} holds 0 to {max} chips, not {value}",
    it: "{seat} ha da 0 a {max} gettoni, non {value}",
    fr: "{seat} a de 0 à {max} jetons, pas {value}",
    es: "{seat} tiene de 0 a {max} fichas, no {value}"
  },
  "error.two_different_cards": {
    en: "{seat} must play two different cards",
    it: "{seat} deve giocare due carte diverse",
    fr: "{seat} doit jouer deux cartes différentes",
    es: "{seat} debe jugar dos cartas distintas"
  },
  "error.pick_two_first": {
    en: "pick two cards first",
    it: "scegli prima due carte",
    fr: "choisissez d'abord deux cartes",
    es: "elige primero dos cartas"
  },
  "error.lineup_full": {
    en: "the line-up holds at most {n} combinations; clear it first",
    it: "la fila contiene al massimo {n} combinazioni; svuotala prima",
    fr: "l'alignement contient au plus {n} combinaisons ; videz-le d'abord",
    es: "la fila admite como máximo {n} combinaciones; vacíala primero"
  },
  "error.unknown_player": {
    en: "unknown player {seat}; the players are {players}",
    it: "giocatore sconosciuto {seat}; i giocatori sono {players}",
    fr: "joueur inconnu {seat} ; les joueurs sont {players}",
    es: "jugador desconocido {seat}; los jugadores son {players}"
  },
  "error.turn": {
    en: "it is {turn}'s turn, not {seat}'s",
    it: "tocca a {turn}, non a {seat}",
    fr: "c'est à {turn} de jouer, pas à {seat}",
    es: "es el turno de {turn}, no de {seat}"
  },
  "error.game_over": {
    en: "the game is over",
    it: "la partita è finita",
    fr: "la partie est terminée",
    es: "la partida ha terminado"
  },
  "error.not_over": {
    en: "the game is not over yet",
    it: "la partita non è ancora finita",
    fr: "la partie n'est pas encore terminée",
    es: "la partida aún no ha terminado"
  },
  "error.no_teacher_switch": {
    en: "this table has no teacher view: the other seats' cards stay hidden",
    it: "questo tavolo non ha la vista insegnante: le carte degli altri posti restano nascoste",
    fr: "cette table n'a pas de vue enseignant : les cartes des autres places restent cachées",
    es: "esta mesa no tiene vista docente: las cartas de los demás puestos siguen ocultas"
  },
  "error.not_a_move": {
    en: "{move} is not a move of this game; its moves are {types}",
    it: "{move} non è una mossa di questo gioco; le sue mosse sono {types}",
    fr: "{move} n'est pas un coup de ce jeu ; ses coups sont {types}",
    es: "{move} no es una jugada de este juego; sus jugadas son {types}"
  },
  "error.move_fields": {
    en: "{move} is not a {type} move, whose fields are {fields}",
    it: "{move} non è una mossa {type}, i cui campi sono {fields}",
    fr: "{move} n'est pas un coup {type}, dont les champs sont {fields}",
    es: "{move} no es una jugada {type}, cuyos campos son {fields}"
  },
  "error.bad_move": {
    en: "{move} is not a move: {reason}",
    it: "{move} non è una mossa: {reason}",
    fr: "{move} n'est pas un coup : {reason}",
    es: "{move} no es una jugada: {reason}"
  },
  "error.table_players": {
    en: "{game} is for {low} to {high} players, not {value}",
    it: "{game} si gioca da {low} a {high} giocatori, non {value}",
    fr: "{game} se joue de {low} à {high} joueurs, pas {value}",
    es: "{game} es para {low} a {high} jugadores, no {value}"
  },
  "error.table_seed": {
    en: "the game number is a whole number, 0 or more, not {value}",
    it: "il codice partita è un numero intero, 0 o più, non {value}",
    fr: "le numéro de partie est un nombre entier, 0 ou plus, pas {value}",
    es: "el número de partida es un número entero, 0 o más, no {value}"
  },
  "field.index": {
    en: "Card number",
    it: "Numero della carta",
    fr: "Numéro de carte",
    es: "Número de carta"
  },
  "field.seed": {
    en: "Game number",
    it: "Codice partita",
    fr: "Numéro de partie",
    es: "Número de partida"
  },
  "field.bots": {
    en: "Bot",
    it: "Bot",
    fr: "Robot",
    es: "Bot"
  },
  "field.target": {
    en: "Match to",
    it: "Partita a",
    fr: "Partie en",
    es: "Partida a"
  },
  "field.timer": {
    en: "30 seconds a move",
    it: "30 secondi a mossa",
    fr: "30 secondes par coup",
    es: "30 segundos por jugada"
  },
  "field.card": {
    en: "Card",
    it: "Carta",
    fr: "Carte",
    es: "Carta"
  },
  "field.example": {
    en: "Example",
    it: "Esempio",
    fr: "Exemple",
    es: "Ejemplo"
  },
  "field.knocker": {
    en: "Knocker",
    it: "Chi bussa",
    fr: "Qui frappe",
    es: "Quien cierra"
  },
  "field.defender": {
    en: "Defender",
    it: "Avversario",
    fr: "Adversaire",
    es: "Rival"
  },
  "field.option": {
    en: "Rule option",
    it: "Opzione di regola",
    fr: "Option de règle",
    es: "Opción de regla"
  },
  "field.option_value": {
    en: "Value of the rule option",
    it: "Valore dell'opzione",
    fr: "Valeur de l'option",
    es: "Valor de la opción"
  },
  "field.step": {
    en: "Step",
    it: "Passo",
    fr: "Étape",
    es: "Paso"
  },
  "field.play": {
    en: "Play",
    it: "Giocata",
    fr: "Pli",
    es: "Jugada"
  },
  "field.table_size": {
    en: "Players at the table",
    it: "Giocatori al tavolo",
    fr: "Joueurs à la table",
    es: "Jugadores en la mesa"
  },
  "field.pot": {
    en: "Pot",
    it: "Piatto",
    fr: "Banque",
    es: "Bote"
  },
  "field.reading": {
    en: "Reading of the play-2 tie rule",
    it: "Lettura della regola di parità (2ª giocata)",
    fr: "Lecture de la règle d'égalité (2e pli)",
    es: "Lectura de la regla de empate (2ª jugada)"
  },
  "field.compare": {
    en: "Compare both readings",
    it: "Confronta le due letture",
    fr: "Comparer les deux lectures",
    es: "Comparar las dos lecturas"
  },
  "field.seat": {
    en: "Seat",
    it: "Posto",
    fr: "Place",
    es: "Puesto"
  },
  "field.slot": {
    en: "Card slot",
    it: "Posizione della carta",
    fr: "Emplacement de carte",
    es: "Posición de la carta"
  },
  "field.chips": {
    en: "Chips",
    it: "Gettoni",
    fr: "Jetons",
    es: "Fichas"
  },
  "field.playing": {
    en: "Plays",
    it: "Gioca",
    fr: "Joue",
    es: "Juega"
  },
  "field.players": {
    en: "Players",
    it: "Giocatori",
    fr: "Joueurs",
    es: "Jugadores"
  },
  "field.show_all": {
    en: "Show every hand",
    it: "Mostra tutte le mani",
    fr: "Montrer toutes les mains",
    es: "Mostrar todas las manos"
  },
  "field.practice": {
    en: "Practice",
    it: "Allenamento",
    fr: "Entraînement",
    es: "Práctica"
  },
  "field.teacher": {
    en: "Teacher view",
    it: "Vista insegnante",
    fr: "Vue enseignant",
    es: "Vista docente"
  },
  "error.unknown_example": {
    en: "there is no example “{value}”: the examples are {examples}",
    it: "non c'è l'esempio «{value}»: gli esempi sono {examples}",
    fr: "il n'y a pas d'exemple « {value} » : les exemples sont {examples}",
    es: "no hay ningún ejemplo «{value}»: los ejemplos son {examples}"
  },
  "error.cannot_set": {
    en: "“{value}” cannot be changed here",
    it: "qui non si può cambiare «{value}»",
    fr: "« {value} » ne peut pas être changé ici",
    es: "aquí no se puede cambiar «{value}»"
  },
  "error.reading": {
    en: "the reading of the tie rule is one of {readings}, not {value}",
    it: "la lettura della regola delle parità è una tra {readings}, non {value}",
    fr: "la lecture de la règle des égalités est l'une de {readings}, pas {value}",
    es: "la lectura de la regla de empates es una de {readings}, no {value}"
  },
  "error.seat_change": {
    en: "a change of a seat gives a card (and its slot), chips or whether it plays",
    it: "una modifica di un posto indica una carta (e la sua posizione), i gettoni o se gioca",
    fr: "une modification d'une place donne une carte (et sa position), des jetons ou si elle joue",
    es: "un cambio de un asiento indica una carta (y su posición), las fichas o si juega"
  },
  "error.twins_card": {
    en: "not a card of the Twins deck: {value} (write it like “{example}”)",
    it: "non è una carta di Twins: {value} (scrivila come «{example}» o «4 blue»)",
    fr: "pas une carte de Twins : {value} (écrivez-la comme « {example} » ou « 4 blue »)",
    es: "no es una carta de Twins: {value} (escríbela como «{example}» o «4 blue»)"
  }
};

// cardwidgets/messages/ginrummy.json
var ginrummy_default = {
  "ginrummy.new_match": {
    en: "New match: {seats}, to {target, plural, one {# point} other {# points}}; seed {seed}.",
    it: "Nuova partita: {seats}, a {target, plural, one {# punto} other {# punti}}; codice {seed}.",
    fr: "Nouvelle partie : {seats}, en {target, plural, one {# point} other {# points}} ; numéro {seed}.",
    es: "Nueva partida: {seats}, a {target, plural, one {# punto} other {# puntos}}; número {seed}."
  },
  "ginrummy.deal": {
    en: "Hand {hand}: the upcard is {card}; {seat} decides first.",
    it: "Mano {hand}: la carta scoperta è {card}; la prima scelta spetta a {seat}.",
    fr: "Donne {hand} : la carte retournée est {card} ; {seat} décide en premier.",
    es: "Mano {hand}: la carta descubierta es {card}; {seat} decide primero."
  },
  "ginrummy.pass": {
    en: "{seat} passes on the {card}.",
    it: "{seat} passa e lascia {card}.",
    fr: "{seat} passe et laisse {card}.",
    es: "{seat} pasa y deja {card}."
  },
  "ginrummy.draw_stock": {
    en: "{seat} draws from the stock ({stock, plural, one {# card left} other {# cards left}}).",
    it: "{seat} pesca dal tallone ({stock, plural, one {ne resta #} other {ne restano #}}).",
    fr: "{seat} pioche ({stock, plural, one {il reste # carte} other {il reste # cartes}}).",
    es: "{seat} roba del mazo ({stock, plural, one {queda # carta} other {quedan # cartas}})."
  },
  "ginrummy.draw_discard": {
    en: "{seat} takes the {card} from the discard pile.",
    it: "{seat} prende {card} dagli scarti.",
    fr: "{seat} prend {card} dans la défausse.",
    es: "{seat} toma {card} del descarte."
  },
  "ginrummy.discard": {
    en: "{seat} discards the {card}.",
    it: "{seat} scarta {card}.",
    fr: "{seat} défausse {card}.",
    es: "{seat} descarta {card}."
  },
  "ginrummy.dead_hand": {
    en: "Only {stock, plural, one {# card} other {# cards}} left in the stock: the hand is dead and dealt again.",
    it: "Nel tallone {stock, plural, one {resta solo # carta} other {restano solo # carte}}: la mano è abbandonata e si ridistribuisce.",
    fr: "Il ne reste que {stock, plural, one {# carte} other {# cartes}} dans la pioche : la donne est annulée et redistribuée.",
    es: "Solo {stock, plural, one {queda # carta} other {quedan # cartas}} en el mazo: la mano se anula y se reparte de nuevo."
  },
  "ginrummy.knock": {
    en: "{seat} knocks, discarding the {card} face down.",
    it: "{seat} bussa e scarta {card} coperto.",
    fr: "{seat} frappe en défaussant {card} face cachée.",
    es: "{seat} cierra y descarta {card} boca abajo."
  },
  "ginrummy.gin": {
    en: "{seat} goes gin, discarding the {card} face down!",
    it: "{seat} fa gin e scarta {card} coperto!",
    fr: "{seat} fait gin en défaussant {card} face cachée !",
    es: "¡{seat} hace gin y descarta {card} boca abajo!"
  },
  "ginrummy.match_won": {
    en: "{target, select, 1 {{seat} wins the one-hand match, {points} to {other_points}.} other {{seat} wins the match, {points} to {other_points}.}}",
    it: "{target, select, 1 {{seat} vince la partita a una mano, {points} a {other_points}.} other {{seat} vince la partita, {points} a {other_points}.}}",
    fr: "{target, select, 1 {{seat} gagne la partie en une donne, {points} à {other_points}.} other {{seat} gagne la partie, {points} à {other_points}.}}",
    es: "{target, select, 1 {{seat} gana la partida a una mano, {points} a {other_points}.} other {{seat} gana la partida, {points} a {other_points}.}}"
  },
  "ginrummy.time_out": {
    en: "{seat} ran out of time: {winner} wins the match.",
    it: "{seat} ha esaurito il tempo: {winner} vince la partita.",
    fr: "{seat} a dépassé le temps : {winner} gagne la partie.",
    es: "{seat} se quedó sin tiempo: {winner} gana la partida."
  },
  "ginrummy.role.knocker": {
    en: "The knocker",
    it: "Chi bussa",
    fr: "Le joueur qui frappe",
    es: "Quien cierra"
  },
  "ginrummy.role.defender": {
    en: "The defender",
    it: "L'avversario",
    fr: "L'adversaire",
    es: "El rival"
  },
  "ginrummy.show.melds": {
    en: "{seat}: {n_melds, plural, =0 {no melds} other {melds {melds}}}; {points, plural, =0 {no deadwood} other {deadwood {cards} = #}}.",
    it: "{seat}: {n_melds, plural, =0 {nessuna combinazione} other {combinazioni {melds}}}; {points, plural, =0 {nessuna carta scombinata} other {carte scombinate {cards} = #}}.",
    fr: "{seat} : {n_melds, plural, =0 {aucune combinaison} other {combinaisons {melds}}} ; {points, plural, =0 {aucune carte isolée} other {cartes isolées {cards} = #}}.",
    es: "{seat}: {n_melds, plural, =0 {ninguna combinación} other {combinaciones {melds}}}; {points, plural, =0 {ninguna carta suelta} other {cartas sueltas {cards} = #}}."
  },
  "ginrummy.show.no_layoffs": {
    en: "{seat} may lay nothing off against gin.",
    it: "{seat} non può attaccare nulla contro un gin.",
    fr: "{seat} ne peut rien poser contre un gin.",
    es: "{seat} no puede colocar nada contra un gin."
  },
  "ginrummy.show.layoff": {
    en: "{seat} lays off the {card} on {meld}.",
    it: "{seat} attacca {card} a {meld}.",
    fr: "{seat} pose {card} sur {meld}.",
    es: "{seat} coloca {card} en {meld}."
  },
  "ginrummy.show.score": {
    en: "{seat} scores {points, plural, one {# point} other {# points}}: {reason, select, gin {gin, {defender_deadwood} + {bonus} bonus} undercut {undercut, {bonus, plural, =0 {{knocker_deadwood} − {defender_deadwood}} other {{knocker_deadwood} − {defender_deadwood} + # bonus}}} other {{defender_deadwood} − {knocker_deadwood}}}.",
    it: "{seat} segna {points, plural, one {# punto} other {# punti}}: {reason, select, gin {gin, {defender_deadwood} + {bonus} di bonus} undercut {undercut, {bonus, plural, =0 {{knocker_deadwood} − {defender_deadwood}} other {{knocker_deadwood} − {defender_deadwood} + # di bonus}}} other {{defender_deadwood} − {knocker_deadwood}}}.",
    fr: "{seat} marque {points, plural, one {# point} other {# points}} : {reason, select, gin {gin, {defender_deadwood} + {bonus} de prime} undercut {contre, {bonus, plural, =0 {{knocker_deadwood} − {defender_deadwood}} other {{knocker_deadwood} − {defender_deadwood} + # de prime}}} other {{defender_deadwood} − {knocker_deadwood}}}.",
    es: "{seat} gana {points, plural, one {# punto} other {# puntos}}: {reason, select, gin {gin, {defender_deadwood} + {bonus} de bonificación} undercut {corte, {bonus, plural, =0 {{knocker_deadwood} − {defender_deadwood}} other {{knocker_deadwood} − {defender_deadwood} + # de bonificación}}} other {{defender_deadwood} − {knocker_deadwood}}}."
  },
  "ginrummy.error.over": {
    en: "the match is over",
    it: "la partita è finita",
    fr: "la partie est terminée",
    es: "la partida ha terminado"
  },
  "ginrummy.error.upcard": {
    en: "{seat} may take the upcard or pass now, not {action}",
    it: "{seat} ora può prendere la carta scoperta o passare, non {action}",
    fr: "{seat} peut maintenant prendre la carte retournée ou passer, pas {action}",
    es: "{seat} ahora puede tomar la carta descubierta o pasar, no {action}"
  },
  "ginrummy.error.draw": {
    en: "{seat} must draw now, {discard_too, select, true {from the stock or the discard pile} other {from the stock}}, not {action}",
    it: "{seat} ora deve pescare {discard_too, select, true {dal tallone o dagli scarti} other {dal tallone}}, non {action}",
    fr: "{seat} doit maintenant piocher {discard_too, select, true {dans la pioche ou la défausse} other {dans la pioche}}, pas {action}",
    es: "{seat} debe robar ahora {discard_too, select, true {del mazo o del descarte} other {del mazo}}, no {action}"
  },
  "ginrummy.error.discard": {
    en: "{seat} must discard or knock now, not {action}",
    it: "{seat} ora deve scartare o bussare, non {action}",
    fr: "{seat} doit maintenant défausser ou frapper, pas {action}",
    es: "{seat} debe descartar o cerrar ahora, no {action}"
  },
  "ginrummy.move.draw": {
    en: "{source, select, stock {draw from the stock} other {take the top card of the discard pile}}",
    it: "{source, select, stock {pescare dal tallone} other {prendere la carta in cima agli scarti}}",
    fr: "{source, select, stock {piocher} other {prendre la carte du dessus de la défausse}}",
    es: "{source, select, stock {robar del mazo} other {tomar la carta de encima del descarte}}"
  },
  "ginrummy.move.pass": {
    en: "pass",
    it: "passare",
    fr: "passer",
    es: "pasar"
  },
  "ginrummy.move.discard": {
    en: "discard the {card}",
    it: "scartare {card}",
    fr: "défausser {card}",
    es: "descartar {card}"
  },
  "ginrummy.move.knock": {
    en: "knock, discarding the {card}",
    it: "bussare scartando {card}",
    fr: "frapper en défaussant {card}",
    es: "cerrar descartando {card}"
  },
  "ginrummy.error.not_held": {
    en: "{seat} does not hold {card}",
    it: "{seat} non ha {card}",
    fr: "{seat} n'a pas {card}",
    es: "{seat} no tiene {card}"
  },
  "ginrummy.error.taken": {
    en: "{seat} took {card} from the discard pile this turn and may not discard it",
    it: "{seat} ha preso {card} dagli scarti in questo turno e non può scartarlo",
    fr: "{seat} a pris {card} dans la défausse ce tour-ci et ne peut pas la défausser",
    es: "{seat} tomó {card} del descarte en este turno y no puede descartarla"
  },
  "ginrummy.error.knock_limit": {
    en: "{seat} cannot knock: the 10 cards kept have {deadwood} deadwood, over the limit of {limit}; discard instead",
    it: "{seat} non può bussare: le 10 carte tenute hanno {deadwood} punti scombinati, oltre il limite di {limit}; scarta invece",
    fr: "{seat} ne peut pas frapper : les 10 cartes gardées valent {deadwood} en cartes isolées, au-delà de la limite de {limit} ; défaussez plutôt",
    es: "{seat} no puede cerrar: las 10 cartas que guarda suman {deadwood} en cartas sueltas, más del límite de {limit}; descarta en su lugar"
  },
  "ginrummy.error.no_timer": {
    en: "this match is played without the move timer",
    it: "questa partita si gioca senza il limite di tempo per mossa",
    fr: "cette partie se joue sans minuteur par coup",
    es: "esta partida se juega sin límite de tiempo por jugada"
  },
  "ginrummy.error.time_out": {
    en: "only the player to move can run out of time, not {seat}",
    it: "solo chi deve muovere può esaurire il tempo, non {seat}",
    fr: "seul le joueur qui doit jouer peut dépasser le temps, pas {seat}",
    es: "solo quien debe jugar puede quedarse sin tiempo, no {seat}"
  },
  "ginrummy.error.in_time": {
    en: "not out of time: this move has {n, plural, one {# second} other {# seconds}} left",
    it: "il tempo non è scaduto: per questa mossa {n, plural, one {resta # secondo} other {restano # secondi}}",
    fr: "le temps n'est pas écoulé : il reste {n, plural, one {# seconde} other {# secondes}} pour ce coup",
    es: "el tiempo no se ha agotado: a esta jugada le {n, plural, one {queda # segundo} other {quedan # segundos}}"
  },
  "ginrummy.error.source": {
    en: "a draw is from the 'stock' or the 'discard' pile, not {source}",
    it: "si pesca dal tallone ('stock') o dagli scarti ('discard'), non {source}",
    fr: "on pioche dans la pioche ('stock') ou la défausse ('discard'), pas {source}",
    es: "se roba del mazo ('stock') o del descarte ('discard'), no {source}"
  },
  "ginrummy.error.showdown_size": {
    en: "a showdown is 10 cards against 10, not {knocker} and {defender}",
    it: "un confronto è 10 carte contro 10, non {knocker} e {defender}",
    fr: "un abattage oppose 10 cartes à 10, pas {knocker} et {defender}",
    es: "un enfrentamiento es de 10 cartas contra 10, no {knocker} y {defender}"
  },
  "ginrummy.error.both_hold": {
    en: "both hands hold {cards}",
    it: "entrambe le mani hanno {cards}",
    fr: "les deux mains ont {cards}",
    es: "las dos manos tienen {cards}"
  },
  "ginrummy.error.showdown_limit": {
    en: "cannot knock with {deadwood} deadwood: the limit is {limit}",
    it: "non si può bussare con {deadwood} punti scombinati: il limite è {limit}",
    fr: "impossible de frapper avec {deadwood} en cartes isolées : la limite est {limit}",
    es: "no se puede cerrar con {deadwood} en cartas sueltas: el límite es {limit}"
  },
  "ginrummy.error.example": {
    en: "unknown example {key}; choose one of {keys}",
    it: "esempio sconosciuto {key}; scegli tra {keys}",
    fr: "exemple inconnu {key} ; choisissez parmi {keys}",
    es: "ejemplo desconocido {key}; elige entre {keys}"
  },
  "ginrummy.error.hand_full": {
    en: "the hand holds at most {most} cards: take one out before adding {card}",
    it: "la mano ha al massimo {most} carte: togline una prima di aggiungere {card}",
    fr: "la main a au plus {most} cartes : retirez-en une avant d'ajouter {card}",
    es: "la mano tiene como mucho {most} cartas: quita una antes de añadir {card}"
  },
  "ginrummy.error.option": {
    en: "{name} is one of {allowed}, not {value}",
    it: "{name} è uno tra {allowed}, non {value}",
    fr: "{name} vaut {allowed}, pas {value}",
    es: "{name} es uno de {allowed}, no {value}"
  },
  "ginrummy.error.option_name": {
    en: "unknown option {name}; the options are {names}",
    it: "opzione sconosciuta {name}; le opzioni sono {names}",
    fr: "option inconnue {name} ; les options sont {names}",
    es: "opción desconocida {name}; las opciones son {names}"
  },
  "ginrummy.error.all_shown": {
    en: "the showdown is all shown: go back to the top to see it again",
    it: "il confronto è tutto mostrato: torna all'inizio per rivederlo",
    fr: "l'abattage est entièrement montré : revenez au début pour le revoir",
    es: "el enfrentamiento ya se muestra entero: vuelve al principio para verlo otra vez"
  },
  "ginrummy.error.step": {
    en: "step goes to 'next', 'top' or 'end', not {to}",
    it: "il passo va a 'next', 'top' o 'end', non {to}",
    fr: "l'étape va à 'next', 'top' ou 'end', pas {to}",
    es: "el paso va a 'next', 'top' o 'end', no {to}"
  },
  "ginrummy.error.bot": {
    en: "the bot is one of {bots}, not {value}",
    it: "il bot è uno tra {bots}, non {value}",
    fr: "le robot est l'un de {bots}, pas {value}",
    es: "el bot es uno de {bots}, no {value}"
  },
  "ginrummy.error.target": {
    en: "the target is one of {targets}, not {value}",
    it: "l'obiettivo è uno tra {targets}, non {value}",
    fr: "l'objectif est l'un de {targets}, pas {value}",
    es: "el objetivo es uno de {targets}, no {value}"
  },
  "ginrummy.error.timer": {
    en: "the timer is on (true) or off (false), not {value}",
    it: "il timer è acceso (true) o spento (false), non {value}",
    fr: "le minuteur est activé (true) ou non (false), pas {value}",
    es: "el temporizador está activado (true) o no (false), no {value}"
  },
  "ginrummy.error.card_index": {
    en: "card must be 0 to {high}, the place of a card in your hand, not {value}",
    it: "la carta va da 0 a {high}, la posizione di una carta nella tua mano, non {value}",
    fr: "la carte va de 0 à {high}, la place d'une carte dans votre main, pas {value}",
    es: "la carta va de 0 a {high}, la posición de una carta en tu mano, no {value}"
  },
  "ginrummy.error.hand_text": {
    en: "{whose, select, knocker {the knocker's hand} defender {the defender's hand} other {the hand}}: cannot read “{text}” (write cards like 7D, 10H, QS or 7♦)",
    it: "{whose, select, knocker {la mano di chi bussa} defender {la mano dell'avversario} other {la mano}}: non riesco a leggere “{text}” (scrivi le carte come 7D, 10H, QS o 7♦)",
    fr: "{whose, select, knocker {la main du joueur qui frappe} defender {la main de l'adversaire} other {la main}} : impossible de lire « {text} » (écrivez les cartes comme 7♦, 10♥, 7D ou 10H)",
    es: "{whose, select, knocker {la mano de quien cierra} defender {la mano del rival} other {la mano}}: no se puede leer «{text}» (escribe las cartas como 7D, 10H, QS o 7♦)"
  },
  "ginrummy.error.hand_twice": {
    en: "{whose, select, knocker {the knocker's hand} defender {the defender's hand} other {the hand}} takes different cards, not “{text}”",
    it: "{whose, select, knocker {la mano di chi bussa} defender {la mano dell'avversario} other {la mano}} vuole carte tutte diverse, non “{text}”",
    fr: "{whose, select, knocker {la main du joueur qui frappe} defender {la main de l'adversaire} other {la main}} prend des cartes toutes différentes, pas « {text} »",
    es: "{whose, select, knocker {la mano de quien cierra} defender {la mano del rival} other {la mano}} lleva cartas distintas, no «{text}»"
  },
  "ginrummy.error.hand_size": {
    en: "{whose, select, knocker {the knocker's hand} defender {the defender's hand} other {the hand}} holds at most {most} cards, not {n}",
    it: "{whose, select, knocker {la mano di chi bussa} defender {la mano dell'avversario} other {la mano}} ha al massimo {most} carte, non {n}",
    fr: "{whose, select, knocker {la main du joueur qui frappe} defender {la main de l'adversaire} other {la main}} a au plus {most} cartes, pas {n}",
    es: "{whose, select, knocker {la mano de quien cierra} defender {la mano del rival} other {la mano}} tiene como mucho {most} cartas, no {n}"
  }
};

// cardwidgets/messages/labels.json
var labels_default = {
  you: {
    en: "you",
    it: "tu",
    fr: "vous",
    es: "tú"
  },
  "gin.in_hand": {
    en: "Still to lay out",
    it: "Ancora da disporre",
    fr: "Encore à disposer",
    es: "Aún por colocar"
  },
  "gin.after_discarding": {
    en: "after discarding the {card}",
    it: "dopo aver scartato {card}",
    fr: "après avoir défaussé {card}",
    es: "después de descartar {card}"
  },
  "gin.picker": {
    en: "All 52 cards: pick the hand",
    it: "Le 52 carte: scegli la mano",
    fr: "Les 52 cartes : choisissez la main",
    es: "Las 52 cartas: elige la mano"
  },
  "gin.hand_n": {
    en: "Hand: {n, plural, one {# card} other {# cards}}",
    it: "Mano: {n, plural, one {# carta} other {# carte}}",
    fr: "Main : {n, plural, one {# carte} other {# cartes}}",
    es: "Mano: {n, plural, one {# carta} other {# cartas}}"
  },
  "gin.best": {
    en: "Best arrangement (a search)",
    it: "Disposizione migliore (una ricerca)",
    fr: "Meilleure disposition (une recherche)",
    es: "Mejor disposición (una búsqueda)"
  },
  "gin.best_n": {
    en: "{n, plural, one {The only best arrangement} other {# arrangements leave the least deadwood}}",
    it: "{n, plural, one {L'unica disposizione migliore} other {# disposizioni lasciano il minimo}}",
    fr: "{n, plural, one {La seule meilleure disposition} other {# dispositions laissent le moins}}",
    es: "{n, plural, one {La única mejor disposición} other {# disposiciones dejan el mínimo}}"
  },
  "gin.show_all": {
    en: "Show every best arrangement",
    it: "Mostra tutte le disposizioni migliori",
    fr: "Montrer toutes les meilleures dispositions",
    es: "Mostrar todas las mejores disposiciones"
  },
  "gin.greedy": {
    en: "Greedy shortcut: the most valuable meld first",
    it: "Scorciatoia golosa: prima la combinazione che vale di più",
    fr: "Raccourci glouton : d'abord la combinaison qui vaut le plus",
    es: "Atajo voraz: primero la combinación que más vale"
  },
  "gin.greedy_worse": {
    en: "The shortcut leaves {greedy}; the search finds {best}.",
    it: "La scorciatoia lascia {greedy}; la ricerca trova {best}.",
    fr: "Le raccourci laisse {greedy} ; la recherche trouve {best}.",
    es: "El atajo deja {greedy}; la búsqueda encuentra {best}."
  },
  "gin.greedy_same": {
    en: "Here the shortcut finds the least deadwood too.",
    it: "Qui anche la scorciatoia trova il minimo.",
    fr: "Ici le raccourci trouve aussi le minimum.",
    es: "Aquí el atajo también encuentra el mínimo."
  },
  "gin.meld": {
    en: "Meld",
    it: "Combinazione",
    fr: "Combinaison",
    es: "Combinación"
  },
  "gin.deadwood": {
    en: "Deadwood",
    it: "Carte scombinate",
    fr: "Cartes isolées",
    es: "Cartas sueltas"
  },
  "gin.deadwood_n": {
    en: "Deadwood: {n, plural, one {# point} other {# points}}",
    it: "Carte scombinate: {n, plural, one {# punto} other {# punti}}",
    fr: "Cartes isolées : {n, plural, one {# point} other {# points}}",
    es: "Cartas sueltas: {n, plural, one {# punto} other {# puntos}}"
  },
  "gin.no_melds": {
    en: "no melds",
    it: "nessuna combinazione",
    fr: "aucune combinaison",
    es: "ninguna combinación"
  },
  "gin.discards": {
    en: "Each discard and the deadwood it leaves",
    it: "Ogni scarto e le carte scombinate che lascia",
    fr: "Chaque défausse et ce qu'elle laisse",
    es: "Cada descarte y lo que deja"
  },
  "gin.discard_best": {
    en: "best",
    it: "migliore",
    fr: "meilleure",
    es: "mejor"
  },
  "gin.discard_shortcut": {
    en: "shortcut",
    it: "scorciatoia",
    fr: "raccourci",
    es: "atajo"
  },
  "gin.example.source_gin": {
    en: "The rulebook's gin",
    it: "Il gin del regolamento",
    fr: "Le gin de la règle du jeu",
    es: "El gin del reglamento"
  },
  "gin.example.two_ways": {
    en: "Two ways",
    it: "Due modi",
    fr: "Deux façons",
    es: "Dos maneras"
  },
  "gin.example.ace_low": {
    en: "Aces are low",
    it: "Gli assi sono bassi",
    fr: "Les as sont bas",
    es: "Los ases son bajos"
  },
  "gin.example.greedy_fails": {
    en: "Greed fails (11 cards)",
    it: "L'ingordigia sbaglia (11 carte)",
    fr: "La gourmandise échoue (11 cartes)",
    es: "La codicia falla (11 cartas)"
  },
  "gin.example.source_35": {
    en: "The rulebook's 35 points",
    it: "I 35 punti del regolamento",
    fr: "Les 35 points de la règle du jeu",
    es: "Los 35 puntos del reglamento"
  },
  "gin.example.layoffs_undercut": {
    en: "Layoffs, then an undercut",
    it: "Attacchi, poi undercut",
    fr: "Poses, puis contre",
    es: "Colocaciones y luego corte"
  },
  "gin.example.fourth_card": {
    en: "A fourth card on a set",
    it: "Una quarta carta su un tris",
    fr: "Une quatrième carte sur un brelan",
    es: "Una cuarta carta en un trío"
  },
  "gin.knocker": {
    en: "Knocker",
    it: "Chi bussa",
    fr: "Qui frappe",
    es: "Quien cierra"
  },
  "gin.defender": {
    en: "Defender",
    it: "Avversario",
    fr: "Adversaire",
    es: "Rival"
  },
  "gin.cards_of": {
    en: "{seat}: 10 cards",
    it: "{seat}: 10 carte",
    fr: "{seat} : 10 cartes",
    es: "{seat}: 10 cartas"
  },
  "gin.show_down": {
    en: "Show down",
    it: "Confronta",
    fr: "Abattre",
    es: "Enfrentar"
  },
  "gin.from_top": {
    en: "From the top",
    it: "Dall'inizio",
    fr: "Depuis le début",
    es: "Desde el principio"
  },
  "gin.show_end": {
    en: "Show all",
    it: "Mostra tutto",
    fr: "Tout montrer",
    es: "Mostrar todo"
  },
  "gin.step_n": {
    en: "Step {n} of {total}",
    it: "Passo {n} di {total}",
    fr: "Étape {n} sur {total}",
    es: "Paso {n} de {total}"
  },
  "gin.undercut_bonus": {
    en: "Undercut bonus",
    it: "Bonus undercut",
    fr: "Prime de contre",
    es: "Bonificación por corte"
  },
  "gin.gin_bonus": {
    en: "Gin bonus",
    it: "Bonus gin",
    fr: "Prime de gin",
    es: "Bonificación por gin"
  },
  "gin.knock_limit": {
    en: "Knock limit",
    it: "Limite per bussare",
    fr: "Limite pour frapper",
    es: "Límite para cerrar"
  },
  "gin.laid_off": {
    en: "laid off",
    it: "attaccata",
    fr: "posée",
    es: "colocada"
  },
  "gin.take_upcard": {
    en: "Take the upcard",
    it: "Prendi la carta scoperta",
    fr: "Prendre la carte retournée",
    es: "Tomar la carta descubierta"
  },
  "gin.pass": {
    en: "Pass",
    it: "Passa",
    fr: "Passer",
    es: "Pasar"
  },
  "gin.draw_stock": {
    en: "Draw from the stock",
    it: "Pesca dal tallone",
    fr: "Piocher",
    es: "Robar del mazo"
  },
  "gin.draw_discard": {
    en: "Take the discard",
    it: "Prendi lo scarto",
    fr: "Prendre la défausse",
    es: "Tomar el descarte"
  },
  "gin.discard": {
    en: "Discard",
    it: "Scarta",
    fr: "Défausser",
    es: "Descartar"
  },
  "gin.knock": {
    en: "Knock",
    it: "Bussa",
    fr: "Frapper",
    es: "Cerrar"
  },
  "gin.gin": {
    en: "Gin!",
    it: "Gin!",
    fr: "Gin !",
    es: "¡Gin!"
  },
  "gin.stock_n": {
    en: "Stock: {n, plural, one {# card} other {# cards}}",
    it: "Tallone: {n, plural, one {# carta} other {# carte}}",
    fr: "Pioche : {n, plural, one {# carte} other {# cartes}}",
    es: "Mazo: {n, plural, one {# carta} other {# cartas}}"
  },
  "gin.discard_pile": {
    en: "Discard pile",
    it: "Scarti",
    fr: "Défausse",
    es: "Descarte"
  },
  "gin.your_hand": {
    en: "Your hand, in its best melds",
    it: "La tua mano, nelle combinazioni migliori",
    fr: "Votre main, en ses meilleures combinaisons",
    es: "Tu mano, en sus mejores combinaciones"
  },
  "gin.hand_of": {
    en: "{seat}'s hand",
    it: "Mano di {seat}",
    fr: "Main de {seat}",
    es: "Mano de {seat}"
  },
  "gin.hidden_hand": {
    en: "{n, plural, one {# card} other {# cards}}, face down",
    it: "{n, plural, one {# carta coperta} other {# carte coperte}}",
    fr: "{n, plural, one {# carte cachée} other {# cartes cachées}}",
    es: "{n, plural, one {# carta boca abajo} other {# cartas boca abajo}}"
  },
  "gin.taken": {
    en: "taken from the pile: keep it this turn",
    it: "presa dagli scarti: tienila per questo turno",
    fr: "prise dans la défausse : gardez-la ce tour",
    es: "tomada del descarte: guárdala este turno"
  },
  "gin.drawn": {
    en: "just drawn",
    it: "appena pescata",
    fr: "piochée à l'instant",
    es: "recién robada"
  },
  "gin.after_discard": {
    en: "Discarding the {card} leaves {n, plural, one {# point} other {# points}} of deadwood.",
    it: "Scartando {card}, restano {n, plural, one {# punto} other {# punti}} di carte scombinate.",
    fr: "Défausser {card} laisse {n, plural, one {# point} other {# points}} de cartes isolées.",
    es: "Descartar {card} deja {n, plural, one {# punto} other {# puntos}} de cartas sueltas."
  },
  "gin.target": {
    en: "Match to",
    it: "Partita a",
    fr: "Partie en",
    es: "Partida a"
  },
  "gin.points_n": {
    en: "{n, plural, one {# point} other {# points}}",
    it: "{n, plural, one {# punto} other {# punti}}",
    fr: "{n, plural, one {# point} other {# points}}",
    es: "{n, plural, one {# punto} other {# puntos}}"
  },
  "gin.score_line": {
    en: "Hand {hand} · match to {target}",
    it: "Mano {hand} · partita a {target}",
    fr: "Donne {hand} · partie en {target}",
    es: "Mano {hand} · partida a {target}"
  },
  "gin.dead_hands_n": {
    en: "{n, plural, one {# dead hand} other {# dead hands}}",
    it: "{n, plural, one {# mano abbandonata} other {# mani abbandonate}}",
    fr: "{n, plural, one {# donne annulée} other {# donnes annulées}}",
    es: "{n, plural, one {# mano anulada} other {# manos anuladas}}"
  },
  "gin.teacher": {
    en: "Teacher: show the bot's hand",
    it: "Insegnante: mostra la mano del bot",
    fr: "Enseignant : montrer la main du robot",
    es: "Docente: mostrar la mano del bot"
  },
  "gin.bot": {
    en: "Bot",
    it: "Bot",
    fr: "Robot",
    es: "Bot"
  },
  "gin.bot.greedy": {
    en: "greedy",
    it: "goloso",
    fr: "glouton",
    es: "voraz"
  },
  "gin.bot.tracker": {
    en: "tracker (reads the pile)",
    it: "osservatore (legge gli scarti)",
    fr: "observateur (lit la défausse)",
    es: "observador (lee el descarte)"
  },
  "gin.bot.random": {
    en: "random",
    it: "casuale",
    fr: "aléatoire",
    es: "aleatorio"
  },
  "gin.timer": {
    en: "30 seconds a move",
    it: "30 secondi a mossa",
    fr: "30 secondes par coup",
    es: "30 segundos por jugada"
  },
  "gin.seconds_left": {
    en: "{n, plural, one {# second left} other {# seconds left}}",
    it: "{n, plural, one {resta # secondo} other {restano # secondi}}",
    fr: "{n, plural, one {reste # seconde} other {reste # secondes}}",
    es: "{n, plural, one {queda # segundo} other {quedan # segundos}}"
  },
  "gin.prompt.upcard": {
    en: "Take the {card} or pass?",
    it: "Prendi {card} o passi?",
    fr: "Prendre {card} ou passer ?",
    es: "¿Tomas {card} o pasas?"
  },
  "gin.prompt.draw": {
    en: "Draw from the stock or take the {card}.",
    it: "Pesca dal tallone o prendi {card}.",
    fr: "Piochez ou prenez {card}.",
    es: "Roba del mazo o toma {card}."
  },
  "gin.prompt.stock": {
    en: "Both passed: draw from the stock.",
    it: "Avete passato entrambi: pesca dal tallone.",
    fr: "Vous avez passé tous les deux : piochez.",
    es: "Ambos pasasteis: roba del mazo."
  },
  "gin.prompt.discard": {
    en: "Pick a card, then Discard, Knock or Gin.",
    it: "Scegli una carta, poi Scarta, Bussa o Gin.",
    fr: "Choisissez une carte, puis Défausser, Frapper ou Gin.",
    es: "Elige una carta y luego Descartar, Cerrar o Gin."
  },
  "gin.prompt.wait": {
    en: "{seat} is playing…",
    it: "{seat} sta giocando…",
    fr: "{seat} joue…",
    es: "{seat} está jugando…"
  },
  "gin.moves": {
    en: "Last moves",
    it: "Ultime mosse",
    fr: "Derniers coups",
    es: "Últimas jugadas"
  },
  "gin.showdown": {
    en: "Showdown of hand {hand}",
    it: "Confronto della mano {hand}",
    fr: "Abattage de la donne {hand}",
    es: "Enfrentamiento de la mano {hand}"
  },
  "gin.next_hand": {
    en: "Next hand",
    it: "Mano successiva",
    fr: "Donne suivante",
    es: "Mano siguiente"
  },
  "gin.match_over": {
    en: "Match over",
    it: "Partita finita",
    fr: "Partie terminée",
    es: "Partida terminada"
  },
  "color.blue": {
    en: "blue",
    it: "blu",
    fr: "bleu",
    es: "azul"
  },
  "color.yellow": {
    en: "yellow",
    it: "giallo",
    fr: "jaune",
    es: "amarillo"
  },
  "color.purple": {
    en: "purple",
    it: "viola",
    fr: "violet",
    es: "morado"
  },
  "color.grey": {
    en: "grey",
    it: "grigio",
    fr: "gris",
    es: "gris"
  },
  "color.green": {
    en: "green",
    it: "verde",
    fr: "vert",
    es: "verde"
  },
  "color.pink": {
    en: "pink",
    it: "rosa",
    fr: "rose",
    es: "rosa"
  },
  "ink.white": {
    en: "white number",
    it: "numero bianco",
    fr: "chiffre blanc",
    es: "número blanco"
  },
  "ink.black": {
    en: "black number",
    it: "numero nero",
    fr: "chiffre noir",
    es: "número negro"
  },
  "suit.S": {
    en: "spades",
    it: "picche",
    fr: "pique",
    es: "picas"
  },
  "suit.H": {
    en: "hearts",
    it: "cuori",
    fr: "cœur",
    es: "corazones"
  },
  "suit.D": {
    en: "diamonds",
    it: "quadri",
    fr: "carreau",
    es: "diamantes"
  },
  "suit.C": {
    en: "clubs",
    it: "fiori",
    fr: "trèfle",
    es: "tréboles"
  },
  "rank.A": {
    en: "ace",
    it: "asso",
    fr: "as",
    es: "as"
  },
  "rank.J": {
    en: "jack",
    it: "fante",
    fr: "valet",
    es: "jota"
  },
  "rank.Q": {
    en: "queen",
    it: "donna",
    fr: "dame",
    es: "reina"
  },
  "rank.K": {
    en: "king",
    it: "re",
    fr: "roi",
    es: "rey"
  },
  "rank_index.J": {
    en: "J",
    it: "J",
    fr: "V",
    es: "J"
  },
  "rank_index.Q": {
    en: "Q",
    it: "Q",
    fr: "D",
    es: "Q"
  },
  "rank_index.K": {
    en: "K",
    it: "K",
    fr: "R",
    es: "K"
  },
  of: {
    en: "of",
    it: "di",
    fr: "de",
    es: "de"
  },
  card: {
    en: "card",
    it: "carta",
    fr: "carte",
    es: "carta"
  },
  face_down: {
    en: "face-down card",
    it: "carta coperta",
    fr: "carte face cachée",
    es: "carta boca abajo"
  },
  unknown_card: {
    en: "unknown card",
    it: "carta sconosciuta",
    fr: "carte inconnue",
    es: "carta desconocida"
  },
  design: {
    en: "design",
    it: "disegno",
    fr: "motif",
    es: "diseño"
  },
  "shape.circle": {
    en: "circle",
    it: "cerchio",
    fr: "cercle",
    es: "círculo"
  },
  "shape.square": {
    en: "square",
    it: "quadrato",
    fr: "carré",
    es: "cuadrado"
  },
  "shape.triangle": {
    en: "triangle",
    it: "triangolo",
    fr: "triangle",
    es: "triángulo"
  },
  "shape.diamond": {
    en: "diamond",
    it: "rombo",
    fr: "losange",
    es: "rombo"
  },
  "shape.star": {
    en: "star",
    it: "stella",
    fr: "étoile",
    es: "estrella"
  },
  "shape.hexagon": {
    en: "hexagon",
    it: "esagono",
    fr: "hexagone",
    es: "hexágono"
  },
  "shape.cross": {
    en: "cross",
    it: "croce",
    fr: "croix",
    es: "cruz"
  },
  "fill.solid": {
    en: "solid",
    it: "pieno",
    fr: "plein",
    es: "lleno"
  },
  "fill.striped": {
    en: "striped",
    it: "a righe",
    fr: "rayé",
    es: "rayado"
  },
  "fill.hollow": {
    en: "hollow",
    it: "vuoto",
    fr: "vide",
    es: "vacío"
  },
  design_shapes: {
    en: "{n, plural, one {# shape} other {# shapes}}",
    it: "{n, plural, one {# figura} other {# figure}}",
    fr: "{n, plural, one {# forme} other {# formes}}",
    es: "{n, plural, one {# figura} other {# figuras}}"
  },
  "mark.dot": {
    en: "white dot inside",
    it: "punto bianco al centro",
    fr: "point blanc au centre",
    es: "punto blanco en el centro"
  },
  "mark.plain": {
    en: "no dot",
    it: "senza punto",
    fr: "sans point",
    es: "sin punto"
  },
  "design_color.red": {
    en: "red",
    it: "rosso",
    fr: "rouge",
    es: "rojo"
  },
  "design_color.blue": {
    en: "blue",
    it: "blu",
    fr: "bleu",
    es: "azul"
  },
  "design_color.green": {
    en: "green",
    it: "verde",
    fr: "vert",
    es: "verde"
  },
  "design_color.orange": {
    en: "orange",
    it: "arancione",
    fr: "orange",
    es: "naranja"
  },
  "design_color.purple": {
    en: "purple",
    it: "viola",
    fr: "violet",
    es: "morado"
  },
  "design_color.black": {
    en: "black",
    it: "nero",
    fr: "noir",
    es: "negro"
  },
  chip: {
    en: "chip",
    it: "gettone",
    fr: "jeton",
    es: "ficha"
  },
  chips: {
    en: "chips",
    it: "gettoni",
    fr: "jetons",
    es: "fichas"
  },
  hand: {
    en: "hand of cards",
    it: "mano di carte",
    fr: "main de cartes",
    es: "mano de cartas"
  },
  selected_count: {
    en: "{n} of at most {max} selected",
    it: "{n, plural, one {# selezionata} other {# selezionate}} su {max} al massimo",
    fr: "{n, plural, one {# sélectionnée} other {# sélectionnées}} sur {max} au plus",
    es: "{n, plural, one {# seleccionada} other {# seleccionadas}} de {max} como máximo"
  },
  selected: {
    en: "selected",
    it: "selezionata",
    fr: "sélectionnée",
    es: "seleccionada"
  },
  disabled: {
    en: "not available",
    it: "non disponibile",
    fr: "indisponible",
    es: "no disponible"
  },
  clear: {
    en: "Clear selection",
    it: "Annulla selezione",
    fr: "Effacer la sélection",
    es: "Borrar selección"
  },
  no_cards: {
    en: "No cards",
    it: "Nessuna carta",
    fr: "Aucune carte",
    es: "Sin cartas"
  },
  "combo.twins": {
    en: "Twins of {v}",
    it: "Gemelli di {v}",
    fr: "Double de {v}",
    es: "Gemelos de {v}"
  },
  "combo.pair": {
    en: "Pair of {v}",
    it: "Coppia di {v}",
    fr: "Paire de {v}",
    es: "Pareja de {v}"
  },
  "combo.color": {
    en: "Color {v}",
    it: "{v} di Colore",
    fr: "Couleur {v}",
    es: "Color {v}"
  },
  "combo.singles": {
    en: "Singles {v}",
    it: "{v} di Singoli",
    fr: "Simples {v}",
    es: "Sencillas {v}"
  },
  "kind.twins": {
    en: "Twins",
    it: "Gemelli",
    fr: "Double",
    es: "Gemelos"
  },
  "kind.pair": {
    en: "Pair",
    it: "Coppia",
    fr: "Paire",
    es: "Pareja"
  },
  "kind.color": {
    en: "Color",
    it: "Colore",
    fr: "Couleur",
    es: "Color"
  },
  "kind.singles": {
    en: "Singles",
    it: "Singoli",
    fr: "Simples",
    es: "Sencillas"
  },
  ladder: {
    en: "The ladder, strongest first",
    it: "La classifica, dalla più forte alla più debole",
    fr: "Le classement, de la plus forte à la plus faible",
    es: "La clasificación, de la más fuerte a la más débil"
  },
  "ladder.twins": {
    en: "same number, same ink",
    it: "stesso numero, stesso inchiostro",
    fr: "même valeur, même encre",
    es: "mismo número, misma tinta"
  },
  "ladder.pair": {
    en: "same number, white and black ink",
    it: "stesso numero, inchiostro bianco e nero",
    fr: "même valeur, encre blanche et noire",
    es: "mismo número, tinta blanca y negra"
  },
  "ladder.color": {
    en: "same colour: the sum counts",
    it: "stesso colore: conta la somma",
    fr: "même couleur : la somme compte",
    es: "mismo color: cuenta la suma"
  },
  "ladder.singles": {
    en: "anything else: the sum counts",
    it: "tutto il resto: conta la somma",
    fr: "tout le reste : la somme compte",
    es: "todo lo demás: cuenta la suma"
  },
  pick_two: {
    en: "Pick two cards",
    it: "Scegli due carte",
    fr: "Choisissez deux cartes",
    es: "Elige dos cartas"
  },
  lineup: {
    en: "Line-up",
    it: "Confronto",
    fr: "Comparaison",
    es: "Comparación"
  },
  lineup_empty: {
    en: "Nothing lined up yet.",
    it: "Ancora nessuna combinazione.",
    fr: "Rien à comparer pour l'instant.",
    es: "Nada que comparar todavía."
  },
  add: {
    en: "Add to the line-up",
    it: "Aggiungi al confronto",
    fr: "Ajouter à la comparaison",
    es: "Añadir a la comparación"
  },
  remove: {
    en: "Remove",
    it: "Togli",
    fr: "Retirer",
    es: "Quitar"
  },
  clear_lineup: {
    en: "Clear the line-up",
    it: "Svuota il confronto",
    fr: "Vider la comparaison",
    es: "Vaciar la comparación"
  },
  rulebook_example: {
    en: "Rulebook example (5 players)",
    it: "Esempio del regolamento (5 giocatori)",
    fr: "Exemple de la règle (5 joueurs)",
    es: "Ejemplo del reglamento (5 jugadores)"
  },
  tie: {
    en: "tie",
    it: "parità",
    fr: "pat",
    es: "empate"
  },
  play: {
    en: "Play",
    it: "Giocata",
    fr: "Pli",
    es: "Jugada"
  },
  play_n: {
    en: "Play {n}",
    it: "Giocata {n}",
    fr: "Pli {n}",
    es: "Jugada {n}"
  },
  table_size: {
    en: "Players at the table",
    it: "Giocatori al tavolo",
    fr: "Joueurs à la table",
    es: "Jugadores en la mesa"
  },
  pot: {
    en: "Pot",
    it: "Piatto",
    fr: "Banque",
    es: "Bote"
  },
  pot_after: {
    en: "Pot after the play: {n}",
    it: "Piatto dopo la giocata: {n}",
    fr: "Banque après le pli : {n}",
    es: "Bote tras la jugada: {n}"
  },
  plays: {
    en: "plays",
    it: "gioca",
    fr: "joue",
    es: "juega"
  },
  examples: {
    en: "Rulebook examples",
    it: "Esempi del regolamento",
    fr: "Exemples de la règle",
    es: "Ejemplos del reglamento"
  },
  reading: {
    en: "Reading of the play-2 tie rule",
    it: "Lettura della regola di parità (2ª giocata)",
    fr: "Lecture de la règle d'égalité (2e pli)",
    es: "Lectura de la regla de empate (2ª jugada)"
  },
  "reading.group_must_fit": {
    en: "default: a tied group is paid only if it fits and the pot covers it",
    it: "predefinita: un gruppo in parità è pagato solo se entra nei posti e il piatto basta",
    fr: "par défaut : un groupe à égalité n'est payé que s'il tient dans les places et que la banque suffit",
    es: "por defecto: un grupo empatado cobra solo si cabe en los puestos y el bote alcanza"
  },
  "reading.pot_covers_group": {
    en: "Italian text: a tied group is paid whenever the pot covers it",
    it: "testo italiano: un gruppo in parità è pagato se il piatto basta",
    fr: "texte italien : un groupe à égalité est payé si la banque suffit",
    es: "texto italiano: un grupo empatado cobra si el bote alcanza"
  },
  "reading_short.group_must_fit": {
    en: "default: the group must fit",
    it: "predefinita: il gruppo deve entrare",
    fr: "par défaut : le groupe doit tenir",
    es: "por defecto: el grupo debe caber"
  },
  "reading_short.pot_covers_group": {
    en: "Italian text: the pot is enough",
    it: "testo italiano: basta il piatto",
    fr: "texte italien : la banque suffit",
    es: "texto italiano: basta el bote"
  },
  compare: {
    en: "Compare both readings",
    it: "Confronta le due letture",
    fr: "Comparer les deux lectures",
    es: "Comparar las dos lecturas"
  },
  next_step: {
    en: "Next step",
    it: "Passo successivo",
    fr: "Étape suivante",
    es: "Paso siguiente"
  },
  show_all: {
    en: "Show all",
    it: "Mostra tutto",
    fr: "Tout montrer",
    es: "Mostrar todo"
  },
  restart: {
    en: "From the top",
    it: "Dall'inizio",
    fr: "Depuis le début",
    es: "Desde el principio"
  },
  sits_out: {
    en: "sits out play 4",
    it: "salta la 4ª giocata",
    fr: "abandonne le 4e pli",
    es: "no juega la 4ª jugada"
  },
  bankrupt: {
    en: "bankrupt",
    it: "in bancarotta",
    fr: "en faillite",
    es: "en bancarrota"
  },
  not_playing: {
    en: "not playing",
    it: "non gioca",
    fr: "ne joue pas",
    es: "no juega"
  },
  hand_n: {
    en: "Hand {n}",
    it: "Mano {n}",
    fr: "Manche {n}",
    es: "Mano {n}"
  },
  dealer: {
    en: "dealer",
    it: "mazziere",
    fr: "donneur",
    es: "repartidor"
  },
  cash_card: {
    en: "Cash card for {n} players",
    it: "Carta riassunto per {n} giocatori",
    fr: "Carte Cash pour {n} joueurs",
    es: "Carta de pagos para {n} jugadores"
  },
  your_hand: {
    en: "Your hand",
    it: "La tua mano",
    fr: "Votre main",
    es: "Tu mano"
  },
  buy_question: {
    en: "Buy cards? You may buy once.",
    it: "Compri carte? Puoi farlo una volta sola.",
    fr: "Acheter des cartes ? Une seule fois.",
    es: "¿Comprar cartas? Solo una vez."
  },
  buy_0: {
    en: "No, thanks",
    it: "No, grazie",
    fr: "Non, merci",
    es: "No, gracias"
  },
  buy_1: {
    en: "1 card for 1 chip",
    it: "1 carta per 1 gettone",
    fr: "1 carte pour 1 jeton",
    es: "1 carta por 1 ficha"
  },
  buy_2: {
    en: "2 cards for 3 chips",
    it: "2 carte per 3 gettoni",
    fr: "2 cartes pour 3 jetons",
    es: "2 cartas por 3 fichas"
  },
  play_these: {
    en: "Play these two face down",
    it: "Gioca queste due coperte",
    fr: "Poser ces deux cartes face cachée",
    es: "Jugar estas dos boca abajo"
  },
  your_turn_play: {
    en: "Play {n}: pick two cards to put face down.",
    it: "Giocata {n}: scegli due carte da mettere coperte.",
    fr: "Pli {n} : choisissez deux cartes à poser face cachée.",
    es: "Jugada {n}: elige dos cartas para poner boca abajo."
  },
  revealing_play: {
    en: "Revealing play {n}…",
    it: "Si scopre la giocata {n}…",
    fr: "On révèle le pli {n}…",
    es: "Se revela la jugada {n}…"
  },
  waiting_for: {
    en: "Waiting for {names}…",
    it: "In attesa di {names}…",
    fr: "En attente de {names}…",
    es: "Esperando a {names}…"
  },
  you_sit_out: {
    en: "You sit out play 4.",
    it: "Salti la 4ª giocata.",
    fr: "Vous abandonnez le 4e pli.",
    es: "No juegas la 4ª jugada."
  },
  chosen: {
    en: "cards down",
    it: "carte coperte",
    fr: "cartes posées",
    es: "cartas puestas"
  },
  thinking: {
    en: "choosing…",
    it: "sceglie…",
    fr: "choisit…",
    es: "elige…"
  },
  bought_n: {
    en: "{n, plural, =0 {bought nothing} one {bought # card} other {bought # cards}}",
    it: "{n, plural, =0 {non ha comprato nulla} one {ha comprato # carta} other {ha comprato # carte}}",
    fr: "{n, plural, =0 {n'a rien acheté} one {a acheté # carte} other {a acheté # cartes}}",
    es: "{n, plural, =0 {no compró nada} one {compró # carta} other {compró # cartas}}"
  },
  new_game: {
    en: "New game",
    it: "Nuova partita",
    fr: "Nouvelle partie",
    es: "Nueva partida"
  },
  players: {
    en: "Players",
    it: "Giocatori",
    fr: "Joueurs",
    es: "Jugadores"
  },
  seed: {
    en: "Game number",
    it: "Codice partita",
    fr: "Numéro de partie",
    es: "Número de partida"
  },
  teacher: {
    en: "Teacher view: show every hand",
    it: "Vista insegnante: mostra tutte le mani",
    fr: "Vue enseignant : montrer toutes les mains",
    es: "Vista docente: mostrar todas las manos"
  },
  log: {
    en: "What happened",
    it: "Cosa è successo",
    fr: "Ce qui s'est passé",
    es: "Qué pasó"
  },
  last_play: {
    en: "Last play",
    it: "Ultima giocata",
    fr: "Dernier pli",
    es: "Última jugada"
  },
  game_over: {
    en: "Game over",
    it: "Partita finita",
    fr: "Partie terminée",
    es: "Fin de la partida"
  },
  winners: {
    en: "{count, plural, one {Winner} other {Winners}}: {names}",
    it: "{count, plural, one {Vince} other {Vincono}}: {names}",
    fr: "{count, plural, one {Gagnant} other {Gagnants}} : {names}",
    es: "{count, plural, one {Gana} other {Ganan}}: {names}"
  },
  your_place: {
    en: "your place: {place, plural, =1 {1st} =2 {2nd} =3 {3rd} other {#th}} of {n}",
    it: "il tuo posto: {place}° su {n}",
    fr: "votre place : {place, plural, =1 {1re} other {#e}} sur {n}",
    es: "tu puesto: {place}.º de {n}"
  },
  hidden: {
    en: "hidden",
    it: "nascosto",
    fr: "caché",
    es: "oculto"
  },
  cards_n: {
    en: "{n, plural, one {# card} other {# cards}}",
    it: "{n, plural, one {# carta} other {# carte}}",
    fr: "{n, plural, one {# carte} other {# cartes}}",
    es: "{n, plural, one {# carta} other {# cartas}}"
  },
  row: {
    en: "cards taken",
    it: "carte prese",
    fr: "cartes prises",
    es: "cartas tomadas"
  },
  run_label: {
    en: "{cards}: counts {n}",
    it: "{cards}: vale {n}",
    fr: "{cards} : vaut {n}",
    es: "{cards}: cuenta {n}"
  },
  counts: {
    en: "counts {n}",
    it: "vale {n}",
    fr: "vaut {n}",
    es: "cuenta {n}"
  },
  all_cards: {
    en: "The cards 3 to 35",
    it: "Le carte da 3 a 35",
    fr: "Les cartes de 3 à 35",
    es: "Las cartas del 3 al 35"
  },
  score: {
    en: "Score",
    it: "Punteggio",
    fr: "Score",
    es: "Puntuación"
  },
  card_points: {
    en: "card points",
    it: "punti delle carte",
    fr: "points des cartes",
    es: "puntos de las cartas"
  },
  add_chip: {
    en: "+1 chip",
    it: "+1 gettone",
    fr: "+1 jeton",
    es: "+1 ficha"
  },
  remove_chip: {
    en: "−1 chip",
    it: "−1 gettone",
    fr: "−1 jeton",
    es: "−1 ficha"
  },
  clear_row: {
    en: "Clear the row",
    it: "Svuota la fila",
    fr: "Vider la rangée",
    es: "Vaciar la fila"
  },
  take: {
    en: "Take it",
    it: "Prendi",
    fr: "Prendre",
    es: "Tomar"
  },
  no_thanks: {
    en: "No thanks!",
    it: "No grazie!",
    fr: "Non merci !",
    es: "¡No, gracias!"
  },
  on_card: {
    en: "{n, plural, one {# chip} other {# chips}} on the card",
    it: "{n, plural, one {# gettone} other {# gettoni}} sulla carta",
    fr: "{n, plural, one {# jeton} other {# jetons}} sur la carte",
    es: "{n, plural, one {# ficha} other {# fichas}} sobre la carta"
  },
  card_in_play: {
    en: "Card in play",
    it: "Carta in gioco",
    fr: "Carte en jeu",
    es: "Carta en juego"
  },
  cards_left: {
    en: "{n, plural, =0 {no cards still to come} one {# card still to come} other {# cards still to come}}",
    it: "{n, plural, =0 {nessuna carta rimasta} one {ancora # carta} other {ancora # carte}}",
    fr: "{n, plural, =0 {plus aucune carte} one {encore # carte} other {encore # cartes}}",
    es: "{n, plural, =0 {no quedan cartas} one {queda # carta} other {quedan # cartas}}"
  },
  removed: {
    en: "Out of the game",
    it: "Fuori dal gioco",
    fr: "Hors du jeu",
    es: "Fuera del juego"
  },
  to_move: {
    en: "to play",
    it: "di turno",
    fr: "à jouer",
    es: "le toca"
  },
  hidden_chips: {
    en: "? chips",
    it: "? gettoni",
    fr: "? jetons",
    es: "? fichas"
  },
  your_turn_nothanks: {
    en: "Your turn: take the {card}{pot, plural, =0 {} one { with its chip} other { with its # chips}}, or pay a chip?",
    it: "Tocca a te: prendi la carta {card}{pot, plural, =0 {} one { con il suo gettone} other { con i suoi # gettoni}}, o paghi un gettone?",
    fr: "À vous : prendre le {card}{pot, plural, =0 {} one { et son jeton} other { et ses # jetons}}, ou payer un jeton ?",
    es: "Te toca: ¿tomas el {card}{pot, plural, =0 {} one { con su ficha} other { con sus # fichas}} o pagas una ficha?"
  },
  must_take: {
    en: "You have no chips left: you must take the {card}.",
    it: "Non hai più gettoni: devi prendere la carta {card}.",
    fr: "Plus de jetons : vous devez prendre le {card}.",
    es: "No te quedan fichas: debes tomar el {card}."
  },
  teacher_nothanks: {
    en: "Teacher view: show all chips and the cards out",
    it: "Vista insegnante: mostra tutti i gettoni e le carte fuori",
    fr: "Vue enseignant : montrer tous les jetons et les cartes hors jeu",
    es: "Vista docente: mostrar todas las fichas y las cartas fuera"
  },
  "list.and": {
    en: "{head} and {last}",
    it: "{head} e {last}",
    fr: "{head} et {last}",
    es: "{head} y {last}"
  },
  "card.twins": {
    en: "{number} {color}",
    it: "{number} {color}",
    fr: "{number} {color}",
    es: "{number} {color}"
  },
  "card.twinit": {
    en: "design {design}",
    it: "disegno {design}",
    fr: "motif {design}",
    es: "diseño {design}"
  },
  yes: {
    en: "yes",
    it: "sì",
    fr: "oui",
    es: "sí"
  },
  no: {
    en: "no",
    it: "no",
    fr: "non",
    es: "no"
  },
  chips_n: {
    en: "{n, plural, one {# chip} other {# chips}}",
    it: "{n, plural, one {# gettone} other {# gettoni}}",
    fr: "{n, plural, one {# jeton} other {# jetons}}",
    es: "{n, plural, one {# ficha} other {# fichas}}"
  },
  "app.game": {
    en: "Game",
    it: "Gioco",
    fr: "Jeu",
    es: "Juego"
  },
  "app.language": {
    en: "Language",
    it: "Lingua",
    fr: "Langue",
    es: "Idioma"
  },
  "app.link.game": {
    en: "This link asks for the game “{value}”, which is not here (the games: {games}): here is Twins.",
    it: "Questo link chiede il gioco “{value}”, che qui non c'è (i giochi: {games}): ecco Twins.",
    fr: "Ce lien demande le jeu « {value} », qui n'est pas ici (les jeux : {games}) : voici Twins.",
    es: "Este enlace pide el juego «{value}», que aquí no está (los juegos: {games}): aquí está Twins."
  },
  "app.link.lang": {
    en: "This link asks for the language “{value}”, which is not offered (the languages: {languages}): here is English.",
    it: "Questo link chiede la lingua “{value}”, che non è disponibile (le lingue: {languages}): ecco l'inglese.",
    fr: "Ce lien demande la langue « {value} », qui n'est pas proposée (les langues : {languages}) : voici l'anglais.",
    es: "Este enlace pide el idioma «{value}», que no se ofrece (los idiomas: {languages}): aquí está el inglés."
  },
  "app.link.seed": {
    en: "The game number in this link is a whole number from 0 to {max}, not “{value}”: here is a new game.",
    it: "Il codice della partita in questo link è un numero intero da 0 a {max}, non “{value}”: ecco una nuova partita.",
    fr: "Le numéro de partie de ce lien est un nombre entier de 0 à {max}, pas « {value} » : voici une nouvelle partie.",
    es: "El número de partida de este enlace debe ser un entero de 0 a {max}, no «{value}»: aquí hay una nueva partida."
  },
  hand_over: {
    en: "Hand {n} is over",
    it: "La mano {n} è finita",
    fr: "La manche {n} est terminée",
    es: "La mano {n} ha terminado"
  },
  hand_won: {
    en: "won {n, plural, one {# chip} other {# chips}} this hand",
    it: "ha vinto {n, plural, one {# gettone} other {# gettoni}} in questa mano",
    fr: "a gagné {n, plural, one {# jeton} other {# jetons}} dans cette manche",
    es: "ha ganado {n, plural, one {# ficha} other {# fichas}} en esta mano"
  },
  hand_paid: {
    en: "paid {n, plural, one {# chip} other {# chips}} this hand",
    it: "ha pagato {n, plural, one {# gettone} other {# gettoni}} in questa mano",
    fr: "a payé {n, plural, one {# jeton} other {# jetons}} dans cette manche",
    es: "ha pagado {n, plural, one {# ficha} other {# fichas}} en esta mano"
  },
  hand_even: {
    en: "neither paid nor won",
    it: "né pagato né vinto",
    fr: "ni payé ni gagné",
    es: "no ha pagado ni ganado nada"
  },
  pot_after_hand: {
    en: "{n, plural, =0 {The pot is empty for the next hand.} one {The pot keeps # chip for the next hand.} other {The pot keeps # chips for the next hand.}}",
    it: "{n, plural, =0 {Il piatto è vuoto per la mano successiva.} one {Nel piatto resta # gettone per la mano successiva.} other {Nel piatto restano # gettoni per la mano successiva.}}",
    fr: "{n, plural, =0 {La banque est vide pour la manche suivante.} one {La banque garde # jeton pour la manche suivante.} other {La banque garde # jetons pour la manche suivante.}}",
    es: "{n, plural, =0 {El bote queda vacío para la mano siguiente.} one {El bote guarda # ficha para la mano siguiente.} other {El bote guarda # fichas para la mano siguiente.}}"
  },
  continue: {
    en: "Continue",
    it: "Continua",
    fr: "Continuer",
    es: "Continuar"
  },
  "table.new_game": {
    en: "New game: {names}; seed {seed}.",
    it: "Nuova partita: {names}; codice {seed}.",
    fr: "Nouvelle partie : {names} ; numéro {seed}.",
    es: "Nueva partida: {names}; número {seed}."
  },
  twinit_hands_on: {
    en: "hand of {seats}",
    it: "mano di {seats}",
    fr: "main de {seats}",
    es: "mano de {seats}"
  },
  twinit_you: {
    en: "{seat} (you)",
    it: "{seat} (tu)",
    fr: "{seat} (vous)",
    es: "{seat} (tú)"
  },
  twinit_team: {
    en: "team {n}",
    it: "squadra {n}",
    fr: "équipe {n}",
    es: "equipo {n}"
  },
  twinit_flips: {
    en: "flips next",
    it: "di turno",
    fr: "à son tour",
    es: "le toca"
  },
  twinit_you_flip: {
    en: "your turn",
    it: "tocca a te",
    fr: "à vous",
    es: "te toca"
  },
  twinit_sets_of: {
    en: "{n} of {goal} sets",
    it: "{n} set su {goal}",
    fr: "{n, plural, one {# série} other {# séries}} sur {goal}",
    es: "{n} de {goal} conjuntos"
  },
  twinit_pile_of: {
    en: "top of {seat}'s pile",
    it: "in cima al mazzo di {seat}",
    fr: "sommet de la pile de {seat}",
    es: "encima de la pila de {seat}"
  },
  twinit_no_pile: {
    en: "no pile left",
    it: "mazzo finito",
    fr: "plus de pile",
    es: "sin pila"
  },
  twinit_news_empty: {
    en: "Sets won, mistakes and ties are announced here.",
    it: "Qui si annunciano i set vinti, gli errori e i pareggi.",
    fr: "Les séries gagnées, les erreurs et les égalités s'annoncent ici.",
    es: "Aquí se anuncian los conjuntos ganados, los errores y los empates."
  },
  twinit_pile_n: {
    en: "{n, plural, one {# card} other {# cards}}",
    it: "{n, plural, one {# carta} other {# carte}}",
    fr: "{n, plural, one {# carte} other {# cartes}}",
    es: "{n, plural, one {# carta} other {# cartas}}"
  },
  twinit_won_sets: {
    en: "sets won by {seat}: {n}",
    it: "set vinti da {seat}: {n}",
    fr: "séries gagnées par {seat} : {n}",
    es: "conjuntos ganados por {seat}: {n}"
  },
  twinit_set_of: {
    en: "{seat}'s set of {n}",
    it: "set di {n} di {seat}",
    fr: "série de {n} de {seat}",
    es: "conjunto de {n} de {seat}"
  },
  twinit_flip: {
    en: "Flip",
    it: "Gira",
    fr: "Retourner",
    es: "Dar la vuelta"
  },
  twinit_your_flip: {
    en: "Your turn to flip",
    it: "Tocca a te girare",
    fr: "À vous de retourner",
    es: "Te toca dar la vuelta"
  },
  twinit_turn_of: {
    en: "{seat} flips next",
    it: "Tocca a {seat} girare",
    fr: "C'est à {seat} de retourner",
    es: "Le toca a {seat} dar la vuelta"
  },
  twinit_practice: {
    en: "Practice: clock and bots stopped",
    it: "Allenamento: orologio e bot fermi",
    fr: "Entraînement : horloge et robots arrêtés",
    es: "Práctica: reloj y bots parados"
  },
  twinit_table: {
    en: "Table",
    it: "Tavolo",
    fr: "Table",
    es: "Mesa"
  },
  twinit_table_empty: {
    en: "No card on the table yet: the cards flipped from the piles land here.",
    it: "Ancora nessuna carta sul tavolo: qui finiscono le carte girate dalle pile.",
    fr: "Encore aucune carte sur la table : les cartes retournées des piles arrivent ici.",
    es: "Todavía no hay cartas en la mesa: aquí caen las cartas a las que se da la vuelta en las pilas."
  },
  skip: {
    en: "Skip ahead",
    it: "Salta avanti",
    fr: "Avance rapide",
    es: "Saltar"
  },
  twinit_turn_over: {
    en: "turn over design {design}",
    it: "gira il disegno {design}",
    fr: "retourner le motif {design}",
    es: "dar la vuelta al diseño {design}"
  },
  twinit_start: {
    en: "Start the minute",
    it: "Avvia il minuto",
    fr: "Lancer la minute",
    es: "Empezar el minuto"
  },
  twinit_pause: {
    en: "Pause",
    it: "Pausa",
    fr: "Pause",
    es: "Pausa"
  },
  twinit_resume: {
    en: "Resume",
    it: "Riprendi",
    fr: "Reprendre",
    es: "Reanudar"
  },
  twinit_paused: {
    en: "paused",
    it: "in pausa",
    fr: "en pause",
    es: "en pausa"
  },
  twinit_seconds_left: {
    en: "{n, plural, one {# second left} other {# seconds left}}",
    it: "{n, plural, one {manca # secondo} other {mancano # secondi}}",
    fr: "{n, plural, one {encore # seconde} other {encore # secondes}}",
    es: "{n, plural, one {queda # segundo} other {quedan # segundos}}"
  },
  twinit_points: {
    en: "{n, plural, one {# point} other {# points}}",
    it: "{n, plural, one {# punto} other {# punti}}",
    fr: "{n, plural, one {# point} other {# points}}",
    es: "{n, plural, one {# punto} other {# puntos}}"
  },
  twinit_level_table: {
    en: "Levels for {n, plural, one {# player} other {# players}}",
    it: "Livelli per {n, plural, one {# giocatore} other {# giocatori}}",
    fr: "Niveaux pour {n, plural, one {# joueur} other {# joueurs}}",
    es: "Niveles para {n, plural, one {# jugador} other {# jugadores}}"
  },
  twinit_up_to: {
    en: "up to {n} points",
    it: "fino a {n} punti",
    fr: "jusqu'à {n} points",
    es: "hasta {n} puntos"
  },
  twinit_above: {
    en: "more than {n} points",
    it: "più di {n} punti",
    fr: "plus de {n} points",
    es: "más de {n} puntos"
  },
  twinit_coop_help: {
    en: "Click two identical designs to collect a pair (1 point), or a pair and a third one (2 points). ↻ turns a card over.",
    it: "Clicca due disegni uguali per raccogliere una coppia (1 punto), o una coppia e un terzo (2 punti). ↻ gira una carta.",
    fr: "Cliquez deux motifs identiques pour gagner une paire (1 point), ou une paire et un troisième (2 points). ↻ retourne une carte.",
    es: "Haz clic en dos diseños idénticos para ganar una pareja (1 punto), o una pareja y un tercero (2 puntos). ↻ da la vuelta a una carta."
  },
  label_colon: {
    en: "{label}:",
    it: "{label}:",
    fr: "{label} :",
    es: "{label}:"
  },
  label_value: {
    en: "{label}: {value}",
    it: "{label}: {value}",
    fr: "{label} : {value}",
    es: "{label}: {value}"
  },
  "example.nothanks.sabina": {
    en: "Sabina has four single cards: 4 + 6 + 10 + 21 = 41.",
    it: "Sabina ha quattro carte singole: 4 + 6 + 10 + 21 = 41.",
    fr: "Sabina a quatre cartes isolées : 4 + 6 + 10 + 21 = 41.",
    es: "Sabina tiene cuatro cartas sueltas: 4 + 6 + 10 + 21 = 41."
  },
  "example.nothanks.pietro": {
    en: "Pietro has the single 13 and the run 15–16: 13 + 15 = 28.",
    it: "Pietro ha il 13 da solo e la scala 15–16: 13 + 15 = 28.",
    fr: "Pietro a le 13 isolé et la suite 15–16 : 13 + 15 = 28.",
    es: "Pietro tiene el 13 suelto y la escalera 15–16: 13 + 15 = 28."
  },
  "example.nothanks.pietro_14": {
    en: "If Pietro takes the 14, the run 13–16 counts only 13.",
    it: "Se Pietro prende il 14, la scala 13–16 vale solo 13.",
    fr: "Si Pietro prend le 14, la suite 13–16 ne compte que 13.",
    es: "Si Pietro se lleva el 14, la escalera 13–16 solo cuenta 13."
  },
  "example.nothanks.lisa": {
    en: "Lisa: three single cards and two runs, 3 + 7 + 10 + 14 + 25 = 59, minus her 8 chips: 51.",
    it: "Lisa: tre carte singole e due scale, 3 + 7 + 10 + 14 + 25 = 59, meno i suoi 8 gettoni: 51.",
    fr: "Lisa : trois cartes isolées et deux suites, 3 + 7 + 10 + 14 + 25 = 59, moins ses 8 jetons : 51.",
    es: "Lisa: tres cartas sueltas y dos escaleras, 3 + 7 + 10 + 14 + 25 = 59, menos sus 8 fichas: 51."
  },
  new_game_confirm: {
    en: "Press again: this game ends",
    it: "Premi di nuovo: questa partita finisce",
    fr: "Appuyez encore : cette partie s'arrête",
    es: "Pulsa otra vez: esta partida termina"
  },
  "key.take": {
    en: "t",
    it: "p",
    fr: "p",
    es: "t"
  },
  "key.no_thanks": {
    en: "n",
    it: "n",
    fr: "n",
    es: "n"
  },
  "gin.key.take": {
    en: "t",
    it: "p",
    fr: "p",
    es: "t"
  },
  "gin.key.pass": {
    en: "p",
    it: "a",
    fr: "a",
    es: "p"
  },
  "gin.key.stock": {
    en: "s",
    it: "p",
    fr: "p",
    es: "r"
  },
  "gin.key.pile": {
    en: "t",
    it: "s",
    fr: "d",
    es: "t"
  },
  "gin.key.discard": {
    en: "d",
    it: "s",
    fr: "d",
    es: "d"
  },
  "gin.key.knock": {
    en: "k",
    it: "b",
    fr: "f",
    es: "c"
  },
  "gin.key.gin": {
    en: "g",
    it: "g",
    fr: "g",
    es: "g"
  },
  twinit_key_flip: {
    en: "f",
    it: "g",
    fr: "r",
    es: "d"
  },
  twinit_table_keys: {
    en: "Keys: Tab to the cards, the arrows from card to card, Enter puts a hand on one.",
    it: "Tasti: Tab fino alle carte, le frecce da una carta all'altra, Invio ci mette una mano.",
    fr: "Touches : Tab vers les cartes, flèches de carte en carte, Entrée y pose une main.",
    es: "Teclas: Tab hasta las cartas, las flechas de una carta a otra, Intro pone una mano."
  },
  twinit_news_empty_coop: {
    en: "Pairs and trios won, and misses, are announced here.",
    it: "Qui si annunciano le coppie e i tris vinti, e gli sbagli.",
    fr: "Les paires et les trios gagnés, et les ratés, s'annoncent ici.",
    es: "Aquí se anuncian las parejas y los tríos ganados, y los fallos."
  },
  twinit_bots_wait: {
    en: "(practice: the bots wait)",
    it: "(allenamento: i bot aspettano)",
    fr: "(entraînement : les robots attendent)",
    es: "(práctica: los bots esperan)"
  },
  twinit_key_turn_over: {
    en: "t",
    it: "g",
    fr: "r",
    es: "d"
  },
  twinit_card_turn_key: {
    en: "{key} turns it over",
    it: "{key} la gira",
    fr: "{key} la retourne",
    es: "{key} le da la vuelta"
  },
  twinit_coop_keys: {
    en: "Keys: Tab to the cards, the arrows from card to card, Enter picks one, {key} turns it over.",
    it: "Tasti: Tab fino alle carte, le frecce da una carta all'altra, Invio ne sceglie una, {key} la gira.",
    fr: "Touches : Tab jusqu'aux cartes, les flèches d'une carte à l'autre, Entrée en choisit une, {key} la retourne.",
    es: "Teclas: Tab hasta las cartas, las flechas de una carta a otra, Intro elige una, {key} le da la vuelta."
  },
  "estimate.under": {
    en: "{value} (under {bound})",
    it: "{value} (meno di {bound})",
    fr: "{value} (moins de {bound})",
    es: "{value} (menos del {bound})"
  },
  "estimate.over": {
    en: "{value} (over {bound})",
    it: "{value} (più di {bound})",
    fr: "{value} (plus de {bound})",
    es: "{value} (más del {bound})"
  },
  "tournament.summary": {
    en: "{game}: {games, plural, one {# game} other {# games}} in {seconds} s",
    it: "{game}: {games, plural, one {# partita} other {# partite}} in {seconds} s",
    fr: "{game} : {games, plural, one {# partie} other {# parties}} en {seconds} s",
    es: "{game}: {games, plural, one {# partida} other {# partidas}} en {seconds} s"
  },
  "tournament.standing": {
    en: "{name}: wins {win}, mean score {score}",
    it: "{name}: vittorie {win}, punteggio medio {score}",
    fr: "{name} : gagne {win}, score moyen {score}",
    es: "{name}: gana el {win}, puntuación media {score}"
  },
  "gin.refuse.taken": {
    en: "You took the {card} from the pile this turn: keep it, and discard another card.",
    it: "Hai preso {card} dagli scarti in questo turno: tienila e scarta un'altra carta.",
    fr: "Vous avez pris {card} dans la défausse ce tour-ci : gardez-la et défaussez une autre carte.",
    es: "Tomaste {card} del descarte en este turno: guárdala y descarta otra carta."
  },
  "gin.refuse.pick_first": {
    en: "Pick the card to discard first, then {action}.",
    it: "Prima scegli la carta da scartare, poi {action}.",
    fr: "Choisissez d'abord la carte à défausser, puis {action}.",
    es: "Elige primero la carta que descartas y luego {action}."
  },
  "gin.refuse.knock_limit": {
    en: "You cannot knock: discarding the {card} leaves {n, plural, one {# point} other {# points}} of deadwood; the limit is {limit}.",
    it: "Non puoi bussare: scartando {card} restano {n, plural, one {# punto} other {# punti}} di carte scombinate; il limite è {limit}.",
    fr: "Vous ne pouvez pas frapper : défausser {card} laisse {n, plural, one {# point} other {# points}} de cartes isolées ; la limite est {limit}.",
    es: "No puedes cerrar: descartar {card} deja {n, plural, one {# punto} other {# puntos}} de cartas sueltas; el límite es {limit}."
  },
  "gin.refuse.not_gin": {
    en: "Not gin: discarding the {card} leaves {n, plural, one {# point} other {# points}} of deadwood; gin needs none.",
    it: "Non è gin: scartando {card} restano {n, plural, one {# punto} other {# punti}} di carte scombinate; il gin non ne lascia nessuna.",
    fr: "Pas de gin : défausser {card} laisse {n, plural, one {# point} other {# points}} de cartes isolées ; le gin n'en laisse aucune.",
    es: "No es gin: descartar {card} deja {n, plural, one {# punto} other {# puntos}} de cartas sueltas; el gin no deja ninguna."
  },
  "gin.refuse.is_gin": {
    en: "Discarding the {card} leaves no deadwood: that is gin. Press Gin.",
    it: "Scartando {card} non resta nessuna carta scombinata: è gin. Premi Gin.",
    fr: "Défausser {card} ne laisse aucune carte isolée : c'est un gin. Appuyez sur Gin.",
    es: "Descartar {card} no deja cartas sueltas: es gin. Pulsa Gin."
  },
  twinit_forbidden: {
    en: "Forbidden:",
    it: "Vietati:",
    fr: "Interdits :",
    es: "Prohibidos:"
  },
  twinit_forbidden_none: {
    en: "none any more",
    it: "più nessuno",
    fr: "plus aucun",
    es: "ya ninguno"
  },
  your_turn_badge: {
    en: "your turn",
    it: "tocca a te",
    fr: "à vous",
    es: "te toca"
  },
  hidden_chips_said: {
    en: "chips hidden",
    it: "gettoni nascosti",
    fr: "jetons cachés",
    es: "fichas ocultas"
  },
  twinit_refuse_flip: {
    en: "{why, select, over {The game is over: there is nothing to flip.} turn {Not your turn: {turn} flips next.} other {You have no card left to flip.}}",
    it: "{why, select, over {La partita è finita: non c'è niente da girare.} turn {Non tocca a te: ora gira {turn}.} other {Non hai più carte da girare.}}",
    fr: "{why, select, over {La partie est finie : il n'y a rien à retourner.} turn {Ce n'est pas à vous : c'est à {turn} de retourner.} other {Vous n'avez plus de carte à retourner.}}",
    es: "{why, select, over {La partida ha terminado: no hay nada a lo que dar la vuelta.} turn {No te toca: le toca dar la vuelta a {turn}.} other {No te quedan cartas a las que dar la vuelta.}}"
  },
  winner_said: {
    en: "winner",
    it: "vincitore",
    fr: "gagnant",
    es: "ganador"
  },
  twinit_anyone_flips: {
    en: "Anyone may flip to restart play",
    it: "Chiunque può girare per far ripartire il gioco",
    fr: "N'importe qui peut retourner pour relancer le jeu",
    es: "Cualquiera puede dar la vuelta para reanudar la partida"
  },
  twinit_may_flip: {
    en: "{you, select, yes {you may flip} other {may flip}}",
    it: "{you, select, yes {puoi girare} other {può girare}}",
    fr: "{you, select, yes {vous pouvez} other {peut retourner}}",
    es: "{you, select, yes {puedes dar la vuelta} other {puede dar la vuelta}}"
  },
  "region.cards": {
    en: "Cards",
    it: "Carte",
    fr: "Cartes",
    es: "Cartas"
  },
  "gallery.twins": {
    en: "The Twins deck",
    it: "Il mazzo di Twins",
    fr: "Le paquet de Twins",
    es: "La baraja de Twins"
  },
  "gallery.nothanks": {
    en: "The No Thanks! deck",
    it: "Il mazzo di No Thanks!",
    fr: "Le paquet de No Thanks!",
    es: "La baraja de No Thanks!"
  },
  "gallery.french": {
    en: "The 52 French cards",
    it: "Le 52 carte del mazzo francese",
    fr: "Le jeu de 52 cartes",
    es: "Las 52 cartas de la baraja francesa"
  },
  "gallery.twinit": {
    en: "The Twin It! designs",
    it: "I disegni di Twin It!",
    fr: "Les motifs de Twin It!",
    es: "Los diseños de Twin It!"
  },
  "gallery.backs": {
    en: "Card backs",
    it: "Dorsi delle carte",
    fr: "Dos des cartes",
    es: "Reversos de las cartas"
  },
  "gallery.pick": {
    en: "Your hand: pick {n, plural, one {# card} other {# cards}}",
    it: "La tua mano: scegli {n, plural, one {# carta} other {# carte}}",
    fr: "Votre main : choisissez {n, plural, one {# carte} other {# cartes}}",
    es: "Tu mano: elige {n, plural, one {# carta} other {# cartas}}"
  },
  "region.chart": {
    en: "Chart: {title}",
    it: "Grafico: {title}",
    fr: "Graphique : {title}",
    es: "Gráfico: {title}"
  },
  "region.chart_untitled": {
    en: "Chart",
    it: "Grafico",
    fr: "Graphique",
    es: "Gráfico"
  },
  "region.combo_ranker": {
    en: "Combination ranker",
    it: "Classifica delle combinazioni",
    fr: "Classement des combinaisons",
    es: "Clasificación de combinaciones"
  },
  "region.tiebreak_explorer": {
    en: "Tie explorer",
    it: "Esploratore delle parità",
    fr: "Explorateur des égalités",
    es: "Explorador de empates"
  },
  "region.twins_table": {
    en: "Twins table",
    it: "Tavolo di Twins",
    fr: "Table de Twins",
    es: "Mesa de Twins"
  },
  "region.run_scorer": {
    en: "Run scorer",
    it: "Punteggio delle scale",
    fr: "Score des suites",
    es: "Puntuación de escaleras"
  },
  "region.nothanks_table": {
    en: "No Thanks! table",
    it: "Tavolo di No Thanks!",
    fr: "Table de No Thanks!",
    es: "Mesa de No Thanks!"
  },
  "region.meld_explorer": {
    en: "Meld explorer",
    it: "Esploratore delle combinazioni",
    fr: "Explorateur de combinaisons",
    es: "Explorador de combinaciones"
  },
  "region.showdown_explorer": {
    en: "Showdown explorer",
    it: "Esploratore del confronto",
    fr: "Explorateur de l'abattage",
    es: "Explorador del enfrentamiento"
  },
  "region.gin_table": {
    en: "Gin Rummy table",
    it: "Tavolo di Gin Rummy",
    fr: "Table de Gin Rummy",
    es: "Mesa de Gin Rummy"
  },
  "region.twinit_table": {
    en: "Twin It! table",
    it: "Tavolo di Twin It!",
    fr: "Table de Twin It!",
    es: "Mesa de Twin It!"
  },
  "region.twinit_coop": {
    en: "Twin It! cooperative minute",
    it: "Minuto cooperativo di Twin It!",
    fr: "Minute coopérative de Twin It!",
    es: "Minuto cooperativo de Twin It!"
  }
};

// cardwidgets/messages/nothanks.json
var nothanks_default = {
  "nothanks.turn": {
    en: "{seat} turns the {card}.",
    it: "{seat} scopre la carta {card}.",
    fr: "{seat} retourne le {card}.",
    es: "{seat} da la vuelta al {card}."
  },
  "nothanks.pass": {
    en: "{seat}: No thanks! — {pot, plural, one {# chip} other {# chips}} on the {card}.",
    it: "{seat}: No grazie! — {pot, plural, one {# gettone} other {# gettoni}} sulla carta {card}.",
    fr: "{seat} : Non merci ! — {pot, plural, one {# jeton} other {# jetons}} sur le {card}.",
    es: "{seat}: ¡No, gracias! — {pot, plural, one {# ficha} other {# fichas}} sobre el {card}."
  },
  "nothanks.take": {
    en: "{chips, plural, =0 {{seat} takes the {card}.} one {{seat} takes the {card} and # chip.} other {{seat} takes the {card} and # chips.}}",
    it: "{chips, plural, =0 {{seat} prende la carta {card}.} one {{seat} prende la carta {card} e # gettone.} other {{seat} prende la carta {card} e # gettoni.}}",
    fr: "{chips, plural, =0 {{seat} prend le {card}.} one {{seat} prend le {card} et # jeton.} other {{seat} prend le {card} et # jetons.}}",
    es: "{chips, plural, =0 {{seat} se lleva el {card}.} one {{seat} se lleva el {card} y # ficha.} other {{seat} se lleva el {card} y # fichas.}}"
  },
  "nothanks.take_turn": {
    en: "{chips, plural, =0 {{seat} takes the {card} and turns the {next}.} one {{seat} takes the {card} and # chip, and turns the {next}.} other {{seat} takes the {card} and # chips, and turns the {next}.}}",
    it: "{chips, plural, =0 {{seat} prende la carta {card} e scopre la carta {next}.} one {{seat} prende la carta {card} e # gettone, e scopre la carta {next}.} other {{seat} prende la carta {card} e # gettoni, e scopre la carta {next}.}}",
    fr: "{chips, plural, =0 {{seat} prend le {card} et retourne le {next}.} one {{seat} prend le {card} et # jeton, et retourne le {next}.} other {{seat} prend le {card} et # jetons, et retourne le {next}.}}",
    es: "{chips, plural, =0 {{seat} se lleva el {card} y da la vuelta al {next}.} one {{seat} se lleva el {card} y # ficha, y da la vuelta al {next}.} other {{seat} se lleva el {card} y # fichas, y da la vuelta al {next}.}}"
  },
  "nothanks.game_over": {
    en: "The game ends: {why}. {count, plural, one {Winner} other {Winners}}: {winners}, with {score, plural, one {# point} other {# points}}, the lowest score.",
    it: "La partita finisce: {why}. {count, plural, one {Vince} other {Vincono}}: {winners}, con {score, plural, one {# punto} other {# punti}}, il punteggio più basso.",
    fr: "La partie se termine : {why}. {count, plural, one {Gagnant} other {Gagnants}} : {winners}, avec {score, plural, one {# point} other {# points}}, le score le plus bas.",
    es: "La partida termina: {why}. {count, plural, one {Gana} other {Ganan}}: {winners}, con {score, plural, one {# punto} other {# puntos}}, la puntuación más baja."
  },
  "nothanks.over.last_card": {
    en: "the last card was taken",
    it: "è stata presa l'ultima carta",
    fr: "la dernière carte a été prise",
    es: "se tomó la última carta"
  },
  "nothanks.left_out": {
    en: "Left out of the game, unseen: {cards}.",
    it: "Rimaste fuori dal gioco, mai viste: {cards}.",
    fr: "Restées hors du jeu, jamais vues : {cards}.",
    es: "Quedaron fuera del juego, sin verse: {cards}."
  },
  "nothanks.error.must_take": {
    en: "{seat} has no chips left and must take the {card}",
    it: "{seat} non ha più gettoni e deve prendere la carta {card}",
    fr: "{seat} n'a plus de jetons et doit prendre le {card}",
    es: "{seat} no tiene más fichas y debe llevarse el {card}"
  },
  "nothanks.error.action": {
    en: "the moves are to take the card or to say “No thanks!”, not {action}",
    it: "le mosse sono prendere la carta o dire «No grazie!», non {action}",
    fr: "les coups sont prendre la carte ou dire « Non merci ! », pas {action}",
    es: "las jugadas son llevarse la carta o decir «¡No, gracias!», no {action}"
  },
  "nothanks.error.batch_must_take": {
    en: "game {game}: seat {seat} has no chips left and must take the {card}",
    it: "partita {game}: il posto {seat} non ha più gettoni e deve prendere la carta {card}",
    fr: "partie {game} : la place {seat} n'a plus de jetons et doit prendre le {card}",
    es: "partida {game}: el puesto {seat} no tiene más fichas y debe llevarse el {card}"
  }
};

// cardwidgets/messages/twinit.json
var twinit_default = {
  "twinit.flip": {
    en: "{seat} flips {card}.",
    it: "{seat} gira il {card}.",
    fr: "{seat} retourne le {card}.",
    es: "{seat} da la vuelta al {card}."
  },
  "twinit.hand": {
    en: "{seat} puts a hand on {card}.",
    it: "{seat} mette una mano sul {card}.",
    fr: "{seat} pose une main sur le {card}.",
    es: "{seat} pone una mano sobre el {card}."
  },
  "twinit.lift": {
    en: "{seat} lifts the hand from {card}.",
    it: "{seat} toglie la mano dal {card}.",
    fr: "{seat} retire sa main du {card}.",
    es: "{seat} retira la mano del {card}."
  },
  "twinit.turned": {
    en: "Card turned over: {was} becomes {card}.",
    it: "Carta girata: il {was} diventa il {card}.",
    fr: "Carte retournée : le {was} devient le {card}.",
    es: "Se da la vuelta al {was}: ahora se ve el {card}."
  },
  "twinit.coop_flip": {
    en: "{seat} turns over {was}: {card}.",
    it: "{seat} gira il {was}: ora si vede il {card}.",
    fr: "{seat} retourne le {was} : on voit maintenant le {card}.",
    es: "{seat} da la vuelta al {was}: ahora se ve el {card}."
  },
  "twinit.three_at_once": {
    en: "Three times {card} at once!",
    it: "Tre volte il {card} insieme!",
    fr: "Trois fois le {card} en même temps !",
    es: "¡Tres veces el {card} a la vez!"
  },
  "twinit.tie": {
    en: "Tie on {card} between {seats}: the cards are flipped.",
    it: "Pareggio sul {card} tra {seats}: le carte vengono girate.",
    fr: "Égalité sur le {card} entre {seats} : les cartes sont retournées.",
    es: "Empate en el {card} entre {seats}: se da la vuelta a las cartas."
  },
  "twinit.pair": {
    en: "{seats} {n, plural, one {wins} other {win}} a pair of {card}.",
    it: "{seats} {n, plural, one {vince} other {vincono}} una coppia del {card}.",
    fr: "{seats} {n, plural, one {gagne} other {gagnent}} une paire du {card}.",
    es: "{seats} {n, plural, one {gana} other {ganan}} una pareja del {card}."
  },
  "twinit.take_three": {
    en: "{own, select, true {{seats} {n, plural, one {makes} other {make}} a trio of {card} with a set of their own} other {{seats} {n, plural, one {takes} other {take}} the trio of {card} from {victim}}}.",
    it: "{own, select, true {{seats} {n, plural, one {fa} other {fanno}} un tris del {card} con un proprio set} other {{seats} {n, plural, one {prende} other {prendono}} il tris del {card} a {victim}}}.",
    fr: "{own, select, true {{seats} {n, plural, one {fait un trio du {card} avec une de ses séries} other {font un trio du {card} avec une de leurs séries}}} other {{seats} {n, plural, one {prend} other {prennent}} le trio du {card} à {victim}}}.",
    es: "{own, select, true {{seats} {n, plural, one {hace} other {hacen}} un trío del {card} con un conjunto propio} other {{seats} {n, plural, one {se lleva} other {se llevan}} el trío del {card} de {victim}}}."
  },
  "twinit.freed": {
    en: "{by} wins {card}: {seat} may win it again.",
    it: "{by} vince il {card}: {seat} può di nuovo vincerlo.",
    fr: "{by} gagne le {card} : {seat} peut de nouveau le gagner.",
    es: "{by} gana el {card}: {seat} puede volver a ganarlo."
  },
  "twinit.mistake": {
    en: "{seat} made a mistake: {reason, select, differ {{card} and {other} differ} alone {both hands, on the two cards of {card}, were {seat}'s: a team claims with the hands of two teammates} forbidden {{card} is forbidden to {seat}} other {{card} and {other}}}{lost, select, true {; a set goes under the pile} other {}}.",
    it: "{seat} ha sbagliato: {reason, select, differ {il {card} e il {other} sono diversi} alone {le due mani, sulle due carte del {card}, erano entrambe di {seat}: in squadra si reclama con le mani di due compagni} forbidden {il {card} è vietato a {seat}} other {il {card} e il {other}}}{lost, select, true {; un set va sotto il mazzo} other {}}.",
    fr: "{seat} fait une erreur : {reason, select, differ {le {card} et le {other} sont différents} alone {les deux mains, sur les deux cartes du {card}, étaient de {seat} : en équipe, on réclame avec les mains de deux coéquipiers} forbidden {le {card} est interdit à {seat}} other {le {card} et le {other}}}{lost, select, true { ; une série passe sous la pile} other {}}.",
    es: "{seat} se ha equivocado: {reason, select, differ {el {card} y el {other} son distintos} alone {las dos manos, sobre las dos cartas del {card}, eran de {seat}: en equipo se reclama con las manos de dos compañeros} forbidden {el {card} está prohibido para {seat}} other {el {card} y el {other}}}{lost, select, true {; un conjunto va debajo de la pila} other {}}."
  },
  "twinit.miss": {
    en: "{seat}: {card} and {other} differ, no set.",
    it: "{seat}: il {card} e il {other} sono diversi, niente set.",
    fr: "{seat} : le {card} et le {other} sont différents, pas de série.",
    es: "{seat}: el {card} y el {other} son distintos, no hay conjunto."
  },
  "twinit.end.sets": {
    en: "Game over: {winners} reached {n, plural, one {# set} other {# sets}}.{standings, select, none {} other { {standings}}}",
    it: "Fine della partita: vittoria di {winners} con {n, plural, one {# set} other {# set}}.{standings, select, none {} other { {standings}}}",
    fr: "Fin de la partie : victoire de {winners} avec {n, plural, one {# série} other {# séries}}.{standings, select, none {} other { {standings}}}",
    es: "Fin de la partida: victoria de {winners} con {n, plural, one {# conjunto} other {# conjuntos}}.{standings, select, none {} other { {standings}}}"
  },
  "twinit.end.stuck": {
    en: "No card is left to flip, so play cannot restart: the game ends; most sets: {winners}.{standings, select, none {} other { {standings}}}",
    it: "Non resta nessuna carta da girare e il gioco non può ripartire: la partita finisce; più set: {winners}.{standings, select, none {} other { {standings}}}",
    fr: "Plus aucune carte à retourner, le jeu ne peut pas repartir : la partie s'arrête ; le plus de séries : {winners}.{standings, select, none {} other { {standings}}}",
    es: "No queda ninguna carta a la que dar la vuelta y no se puede reanudar la partida: termina; más conjuntos: {winners}.{standings, select, none {} other { {standings}}}"
  },
  "twinit.end.time": {
    en: "Time is up: {n, plural, one {# point} other {# points}}, level: {level}{individual, select, yes {; most points: {winners}} other {}}.",
    it: "Tempo scaduto: {n, plural, one {# punto} other {# punti}}, livello: {level}{individual, select, yes {; più punti: {winners}} other {}}.",
    fr: "Temps écoulé : {n, plural, one {# point} other {# points}}, niveau : {level}{individual, select, yes { ; le plus de points : {winners}} other {}}.",
    es: "Se acabó el tiempo: {n, plural, one {# punto} other {# puntos}}, nivel: {level}{individual, select, yes {; más puntos: {winners}} other {}}."
  },
  "twinit.end.exhausted": {
    en: "No pair left to make: {n, plural, one {# point} other {# points}}, level: {level}{individual, select, yes {; most points: {winners}} other {}}.",
    it: "Non resta nessuna coppia da fare: {n, plural, one {# punto} other {# punti}}, livello: {level}{individual, select, yes {; più punti: {winners}} other {}}.",
    fr: "Plus aucune paire à faire : {n, plural, one {# point} other {# points}}, niveau : {level}{individual, select, yes { ; le plus de points : {winners}} other {}}.",
    es: "No queda ninguna pareja por hacer: {n, plural, one {# punto} other {# puntos}}, nivel: {level}{individual, select, yes {; más puntos: {winners}} other {}}."
  },
  "twinit.level.beginners": {
    en: "beginners",
    it: "principianti",
    fr: "débutants",
    es: "principiantes"
  },
  "twinit.level.experienced": {
    en: "experienced",
    it: "navigati",
    fr: "confirmés",
    es: "experimentados"
  },
  "twinit.level.experts": {
    en: "experts",
    it: "esperti",
    fr: "experts",
    es: "expertos"
  },
  "twinit.level.geniuses": {
    en: "geniuses",
    it: "geni",
    fr: "génies",
    es: "genios"
  },
  "twinit.error.action": {
    en: "a move flips a card or touches one, not {action}",
    it: "una mossa gira una carta o ne tocca una, non {action}",
    fr: "un coup retourne une carte ou en touche une, pas {action}",
    es: "una jugada da la vuelta a una carta o toca una, no {action}"
  },
  "twinit.error.time_kind": {
    en: "the time of an action is a number of seconds, not {at}",
    it: "il momento di un'azione è un numero di secondi, non {at}",
    fr: "l'instant d'une action est un nombre de secondes, pas {at}",
    es: "el momento de una acción es un número de segundos, no {at}"
  },
  "twinit.error.time_far": {
    en: "{at} seconds after the start is later than any game lasts (a day: {longest} seconds)",
    it: "{at} secondi dall'inizio sono più di quanto duri una partita (un giorno: {longest} secondi)",
    fr: "{at} secondes après le début, c'est plus long que toute partie (un jour : {longest} secondes)",
    es: "{at} segundos desde el inicio es más de lo que dura una partida (un día: {longest} segundos)"
  },
  "twinit.error.time_back": {
    en: "time runs forwards: the game is at {now} s, not {at} s",
    it: "il tempo va avanti: la partita è a {now} s, non a {at} s",
    fr: "le temps avance : la partie en est à {now} s, pas à {at} s",
    es: "el tiempo avanza: la partida va por {now} s, no por {at} s"
  },
  "twinit.error.time_up": {
    en: "time is up: the cooperative game ends at {end} s",
    it: "tempo scaduto: la partita cooperativa finisce a {end} s",
    fr: "le temps est écoulé : la partie coopérative se termine à {end} s",
    es: "se acabó el tiempo: la partida cooperativa termina a los {end} s"
  },
  "twinit.error.coop_flip": {
    en: "in cooperative mode you turn over a card on the table, not {card}",
    it: "nella modalità cooperativa si gira una carta sul tavolo, non {card}",
    fr: "en mode coopératif, on retourne une carte de la table, pas {card}",
    es: "en el modo cooperativo se da la vuelta a una carta de la mesa, no {card}"
  },
  "twinit.error.hand_on": {
    en: "a hand is on this card ({card}): it cannot be turned over now",
    it: "c'è una mano su questa carta ({card}): ora non si può girare",
    fr: "une main est posée sur cette carte ({card}) : on ne peut pas la retourner maintenant",
    es: "hay una mano sobre esta carta ({card}): ahora no se le puede dar la vuelta"
  },
  "twinit.error.flip_own": {
    en: "you flip the top card of your own pile, not a card on the table",
    it: "si gira la carta in cima al proprio mazzo, non una carta del tavolo",
    fr: "on retourne le sommet de sa propre pile, pas une carte de la table",
    es: "se da la vuelta a la carta de encima de la propia pila, no a una carta de la mesa"
  },
  "twinit.error.flip_turn": {
    en: "{seat} may not flip now: {anyone, select, true {anyone with a pile flips} other {it is {turn}'s turn to flip}}",
    it: "ora {seat} non può girare: {anyone, select, true {gira chi ha ancora un mazzo} other {tocca a {turn} girare}}",
    fr: "{seat} ne peut pas retourner maintenant : {anyone, select, true {retourne qui a encore une pile} other {c'est à {turn} de retourner}}",
    es: "{seat} no puede dar la vuelta ahora: {anyone, select, true {da la vuelta quien aún tenga pila} other {le toca dar la vuelta a {turn}}}"
  },
  "twinit.error.not_visible": {
    en: "{seat} can only touch a visible card, and card {card} is not one",
    it: "{seat} può toccare solo una carta visibile, e la carta {card} non lo è",
    fr: "{seat} ne peut toucher qu'une carte visible, et la carte {card} n'en est pas une",
    es: "{seat} solo puede tocar una carta visible, y la carta {card} no lo es"
  },
  "twinit.error.already_on": {
    en: "{seat}'s {team, select, true {team} other {other hand}} is already on this card ({card}): a claim is two different cards",
    it: "{team, select, true {la squadra di {seat}} other {l'altra mano di {seat}}} è già su questa carta ({card}): una coppia si reclama su due carte diverse",
    fr: "{team, select, true {l'équipe de {seat}} other {l'autre main de {seat}}} est déjà sur cette carte ({card}) : on réclame deux cartes différentes",
    es: "{team, select, true {el equipo de {seat}} other {la otra mano de {seat}}} ya está sobre esta carta ({card}): se reclaman dos cartas distintas"
  },
  "twinit.error.no_stealing": {
    en: "no stealing in the individual cooperative variant: that set is another player's",
    it: "niente furti nella variante cooperativa individuale: quella serie è di un altro giocatore",
    fr: "pas de vol dans la variante coopérative individuelle : cette série appartient à un autre joueur",
    es: "no se roba en la variante cooperativa individual: esa serie es de otro jugador"
  },
  "twinit.error.no_card": {
    en: "there is no card {card} in this game",
    it: "in questa partita non c'è la carta {card}",
    fr: "il n'y a pas de carte {card} dans cette partie",
    es: "en esta partida no hay ninguna carta {card}"
  },
  "twinit.error.paused": {
    en: "the minute is stopped: start it (or resume it) to play",
    it: "il minuto è fermo: avvialo (o riprendilo) per giocare",
    fr: "la minute est arrêtée : lancez-la (ou reprenez-la) pour jouer",
    es: "el minuto está parado: empiézalo (o reanúdalo) para jugar"
  },
  "twinit.standings": {
    en: "Standings in sets: {ranks}.",
    it: "Classifica in set: {ranks}.",
    fr: "Classement en séries : {ranks}.",
    es: "Clasificación en conjuntos: {ranks}."
  },
  "twinit.standing": {
    en: "{place, plural, =1 {1st} =2 {2nd} =3 {3rd} other {#th}} {team, select, 0 {{seats}} other {team {team} ({seats})}}: {n}",
    it: "{place}° {team, select, 0 {{seats}} other {squadra {team} ({seats})}}: {n}",
    fr: "{place, plural, =1 {1re} other {#e}} {team, select, 0 {{seats}} other {équipe {team} ({seats})}} : {n}",
    es: "{place}.º {team, select, 0 {{seats}} other {equipo {team} ({seats})}}: {n}"
  }
};

// cardwidgets/messages/twins.json
var twins_default = {
  "twins.deal": {
    en: "Hand {hand}: {dealer} deals {size} cards to each player.",
    it: "Mano {hand}: {dealer} distribuisce {size} carte a ciascun giocatore.",
    fr: "Manche {hand} : {dealer} distribue {size} cartes à chaque joueur.",
    es: "Mano {hand}: {dealer} reparte {size} cartas a cada jugador."
  },
  "twins.buy": {
    en: "{count, plural, =0 {{seat} buys nothing.} one {{seat} buys # card for {cost, plural, one {# chip} other {# chips}}.} other {{seat} buys # cards for {cost, plural, one {# chip} other {# chips}}.}}",
    it: "{count, plural, =0 {{seat} non compra nulla.} one {{seat} compra # carta per {cost, plural, one {# gettone} other {# gettoni}}.} other {{seat} compra # carte per {cost, plural, one {# gettone} other {# gettoni}}.}}",
    fr: "{count, plural, =0 {{seat} n'achète rien.} one {{seat} achète # carte pour {cost, plural, one {# jeton} other {# jetons}}.} other {{seat} achète # cartes pour {cost, plural, one {# jeton} other {# jetons}}.}}",
    es: "{count, plural, =0 {{seat} no compra nada.} one {{seat} compra # carta por {cost, plural, one {# ficha} other {# fichas}}.} other {{seat} compra # cartas por {cost, plural, one {# ficha} other {# fichas}}.}}"
  },
  "twins.choose": {
    en: "{seat} puts two cards face down.",
    it: "{seat} mette due carte coperte.",
    fr: "{seat} pose deux cartes face cachée.",
    es: "{seat} pone dos cartas boca abajo."
  },
  "twins.play": {
    en: "Play {play}.",
    it: "Giocata {play}.",
    fr: "Pli {play}.",
    es: "Jugada {play}."
  },
  "twins.reveal": {
    en: "Play {play}, revealed: {shown}.",
    it: "Giocata {play}, si scopre: {shown}.",
    fr: "Pli {play}, on révèle : {shown}.",
    es: "Jugada {play}, se revela: {shown}."
  },
  "twins.reveal.nobody": {
    en: "Play {play}: nobody plays, nothing is revealed.",
    it: "Giocata {play}: nessuno gioca, non si scopre nulla.",
    fr: "Pli {play} : personne ne joue, rien n'est révélé.",
    es: "Jugada {play}: nadie juega, no se revela nada."
  },
  "twins.shown": {
    en: "{seat} ({combo})",
    it: "{seat} ({combo})",
    fr: "{seat} ({combo})",
    es: "{seat} ({combo})"
  },
  "twins.settle": {
    en: "Play {play}: {line}. The pot now holds {pot, plural, one {# chip} other {# chips}}.",
    it: "Giocata {play}: {line}. Ora nel piatto {pot, plural, one {c'è # gettone} other {ci sono # gettoni}}.",
    fr: "Pli {play} : {line}. La banque contient maintenant {pot, plural, one {# jeton} other {# jetons}}.",
    es: "Jugada {play}: {line}. Ahora el bote tiene {pot, plural, one {# ficha} other {# fichas}}."
  },
  "twins.settlement.head": {
    en: "Play {play}: {line}.",
    it: "Giocata {play}: {line}.",
    fr: "Pli {play} : {line}.",
    es: "Jugada {play}: {line}."
  },
  "twins.settlement.row": {
    en: "- {seat} ({combo}): {reason}",
    it: "- {seat} ({combo}): {reason}",
    fr: "- {seat} ({combo}) : {reason}",
    es: "- {seat} ({combo}): {reason}"
  },
  "twins.settlement.nobody": {
    en: "- Nobody plays: the pot stays for the next hand.",
    it: "- Nessuno gioca: il piatto resta per la mano successiva.",
    fr: "- Personne ne joue : la banque reste pour la manche suivante.",
    es: "- Nadie juega: el bote queda para la mano siguiente."
  },
  "twins.settlement.pot": {
    en: "The pot now holds {pot}.",
    it: "Ora il piatto contiene {pot}.",
    fr: "La banque contient maintenant {pot}.",
    es: "Ahora el bote tiene {pot}."
  },
  "twins.line.pay": {
    en: "{places, plural, one {the last pays {amount}{sit_out, select, true { and sits out play 4} other {}}} other {the last # pay {amount} each{sit_out, select, true { and sit out play 4} other {}}}}",
    it: "{places, plural, one {l'ultimo paga {amount}{sit_out, select, true { e salta la 4ª giocata} other {}}} other {gli ultimi # pagano {amount} ciascuno{sit_out, select, true { e saltano la 4ª giocata} other {}}}}",
    fr: "{places, plural, one {le dernier paie {amount}{sit_out, select, true { et abandonne le 4e pli} other {}}} other {les # derniers paient {amount} chacun{sit_out, select, true { et abandonnent le 4e pli} other {}}}}",
    es: "{places, plural, one {el último paga {amount}{sit_out, select, true { y no juega la 4ª jugada} other {}}} other {los # últimos pagan {amount} cada uno{sit_out, select, true { y no juegan la 4ª jugada} other {}}}}"
  },
  "twins.line.win": {
    en: "{places, plural, one {the first wins {amount}} other {the first # win {amount} each}}",
    it: "{places, plural, one {il primo vince {amount}} other {i primi # vincono {amount} ciascuno}}",
    fr: "{places, plural, one {le premier gagne {amount}} other {les # premiers gagnent {amount} chacun}}",
    es: "{places, plural, one {el primero gana {amount}} other {los # primeros ganan {amount} cada uno}}"
  },
  "twins.line.pot": {
    en: "the first takes the whole pot",
    it: "il primo prende tutto il piatto",
    fr: "le premier prend toute la banque",
    es: "el primero se lleva todo el bote"
  },
  "twins.reason.safe": {
    en: "safe: {below, plural, one {# combination ranks} other {# combinations rank}} below it",
    it: "al sicuro: {below, plural, one {# combinazione è} other {# combinazioni sono}} più in basso",
    fr: "à l'abri : {below, plural, one {# combinaison est classée} other {# combinaisons sont classées}} en dessous",
    es: "a salvo: {below, plural, one {# combinación queda} other {# combinaciones quedan}} por debajo"
  },
  "twins.why.last": {
    en: "{places, plural, one {the last} other {among the last #}}",
    it: "{places, plural, one {l'ultimo} other {tra gli ultimi #}}",
    fr: "{places, plural, one {le dernier} other {parmi les # derniers}}",
    es: "{places, plural, one {el último} other {entre los # últimos}}"
  },
  "twins.why.last_tied": {
    en: "{places, plural, one {the last} other {among the last #}} (tied with {tied}: everyone tied at the boundary pays)",
    it: "{places, plural, one {l'ultimo} other {tra gli ultimi #}} (in parità con {tied}: paga chiunque sia in parità sul confine)",
    fr: "{places, plural, one {le dernier} other {parmi les # derniers}} (à égalité avec {tied} : tous les joueurs à égalité à la limite paient)",
    es: "{places, plural, one {el último} other {entre los # últimos}} (en empate con {tied}: pagan todos los empatados en el límite)"
  },
  "twins.reason.pays": {
    en: "{why}: pays {amount}{sit_out, select, true { and sits out play 4} other {}}",
    it: "{why}: paga {amount}{sit_out, select, true { e salta la 4ª giocata} other {}}",
    fr: "{why} : paie {amount}{sit_out, select, true { et abandonne le 4e pli} other {}}",
    es: "{why}: paga {amount}{sit_out, select, true { y no juega la 4ª jugada} other {}}"
  },
  "twins.reason.bankrupt": {
    en: "{why}: owes {owes} but holds {holds}, pays it all and is bankrupt{sit_out, select, true { and sits out play 4} other {}}",
    it: "{why}: deve {owes} ma ne ha {holds}, paga tutto e va in bancarotta{sit_out, select, true { e salta la 4ª giocata} other {}}",
    fr: "{why} : doit {owes} mais n'a que {holds}, paie tout et fait faillite{sit_out, select, true { et abandonne le 4e pli} other {}}",
    es: "{why}: debe {owes} pero tiene {holds}, paga todo y queda en bancarrota{sit_out, select, true { y no juega la 4ª jugada} other {}}"
  },
  "twins.reason.wins": {
    en: "wins {amount}",
    it: "vince {amount}",
    fr: "gagne {amount}",
    es: "gana {amount}"
  },
  "twins.reason.pot_short": {
    en: "should win {amount}, but the pot holds only {paid}: wins {paid} (sometimes the pot cries!)",
    it: "dovrebbe vincere {amount}, ma nel piatto c'è solo {paid}: vince {paid} (a volte il piatto piange!)",
    fr: "devrait gagner {amount}, mais la banque n'a que {paid} : gagne {paid} (la banque est à sec !)",
    es: "debería ganar {amount}, pero el bote solo tiene {paid}: gana {paid} (¡el bote no da para más!)"
  },
  "twins.reason.tie_paid": {
    en: "tied with {others, plural, one {# other} other {# others}} and all are paid: wins {amount}",
    it: "in parità con {others, plural, one {un altro} other {altri #}} e tutti sono pagati: vince {amount}",
    fr: "à égalité avec {others, plural, one {# autre} other {# autres}} et tous sont payés : gagne {amount}",
    es: "empatado con {others, plural, one {otro} other {otros #}} y todos cobran: gana {amount}"
  },
  "twins.reason.tie_no_fit": {
    en: "nothing: {size} tied players do not fit in the {places, plural, one {# paid place} other {# paid places}} left, so nobody in the tie ({names}) is paid",
    it: "niente: {size} giocatori in parità non entrano {places, plural, one {nell'unico posto pagato rimasto} other {nei # posti pagati rimasti}}, quindi nessuno della parità ({names}) è pagato",
    fr: "rien : {size} joueurs à égalité ne tiennent pas dans {places, plural, one {# place payée restante} other {les # places payées restantes}}, donc personne dans l'égalité ({names}) n'est payé",
    es: "nada: {size} jugadores empatados no caben en {places, plural, one {el único puesto pagado restante} other {los # puestos pagados restantes}}, así que nadie del empate ({names}) cobra"
  },
  "twins.reason.tie_pot_short": {
    en: "nothing: the pot ({pot}) cannot pay all {size} tied players {amount} each, so nobody in the tie ({names}) is paid",
    it: "niente: il piatto ({pot}) non può pagare {amount} a ciascuno dei {size} giocatori in parità, quindi nessuno della parità ({names}) è pagato",
    fr: "rien : la banque ({pot}) ne peut pas payer {amount} à chacun des {size} joueurs à égalité, donc personne dans l'égalité ({names}) n'est payé",
    es: "nada: el bote ({pot}) no puede pagar {amount} a cada uno de los {size} jugadores empatados, así que nadie del empate ({names}) cobra"
  },
  "twins.reason.stopped": {
    en: "nothing: the paying stopped at the tie of {names}",
    it: "niente: i pagamenti si sono fermati alla parità di {names}",
    fr: "rien : les paiements se sont arrêtés à l'égalité de {names}",
    es: "nada: los pagos se detuvieron en el empate de {names}"
  },
  "twins.reason.not_first": {
    en: "{places, plural, one {nothing: not the first} other {nothing: not among the first #}}",
    it: "{places, plural, one {niente: non è il primo} other {niente: non è tra i primi #}}",
    fr: "{places, plural, one {rien : pas le premier} other {rien : pas parmi les # premiers}}",
    es: "{places, plural, one {nada: no es el primero} other {nada: no está entre los # primeros}}"
  },
  "twins.reason.takes_pot": {
    en: "the best combination: takes the whole pot ({amount})",
    it: "la combinazione migliore: prende tutto il piatto ({amount})",
    fr: "la meilleure combinaison : prend toute la banque ({amount})",
    es: "la mejor combinación: se lleva todo el bote ({amount})"
  },
  "twins.reason.tied_first": {
    en: "tied for first: nobody takes the pot, it stays for the next hand",
    it: "in parità al primo posto: nessuno prende il piatto, resta per la mano successiva",
    fr: "à égalité en tête : personne ne prend la banque, elle reste pour la manche suivante",
    es: "empate en primer lugar: nadie se lleva el bote, queda para la mano siguiente"
  },
  "twins.reason.not_best": {
    en: "nothing: not the best combination",
    it: "niente: non è la combinazione migliore",
    fr: "rien : pas la meilleure combinaison",
    es: "nada: no es la mejor combinación"
  },
  "twins.game_over": {
    en: "The game ends: {why}. {count, plural, one {Winner} other {Winners}}: {winners}, with {chips, plural, one {# chip} other {# chips}}.",
    it: "La partita finisce: {why}. {count, plural, one {Vince} other {Vincono}}: {winners}, con {chips, plural, one {# gettone} other {# gettoni}}.",
    fr: "La partie se termine : {why}. {count, plural, one {Gagnant} other {Gagnants}} : {winners}, avec {chips, plural, one {# jeton} other {# jetons}}.",
    es: "La partida termina: {why}. {count, plural, one {Gana} other {Ganan}}: {winners}, con {chips, plural, one {# ficha} other {# fichas}}."
  },
  "twins.over.bankrupt": {
    en: "{count, plural, one {{seats} went bankrupt} other {{seats} went bankrupt}}",
    it: "{count, plural, one {{seats} ha fatto bancarotta} other {{seats} hanno fatto bancarotta}}",
    fr: "{count, plural, one {{seats} a fait faillite} other {{seats} ont fait faillite}}",
    es: "{count, plural, one {{seats} quedó en bancarrota} other {{seats} quedaron en bancarrota}}"
  },
  "twins.over.hands": {
    en: "{n, plural, one {# hand was played} other {# hands were played}}",
    it: "{n, plural, one {è stata giocata # mano} other {sono state giocate # mani}}",
    fr: "{n, plural, one {# manche a été jouée} other {# manches ont été jouées}}",
    es: "{n, plural, one {se jugó # mano} other {se jugaron # manos}}"
  },
  "twins.example.ranking.label": {
    en: "Ranking (5 players)",
    it: "Classifica (5 giocatori)",
    fr: "Classement (5 joueurs)",
    es: "Clasificación (5 jugadores)"
  },
  "twins.example.ranking.title": {
    en: "Play 2 with 5 players: Twins of 4 > Pair of 8 > Color 16 > Color 8 > Singles 12",
    it: "Giocata 2 con 5 giocatori: Gemelli di 4 > Coppia di 8 > 16 di Colore > 8 di Colore > 12 di Singoli",
    fr: "Pli 2 à 5 joueurs : Double de 4 > Paire de 8 > Couleur 16 > Couleur 8 > Simples 12",
    es: "Jugada 2 con 5 jugadores: Gemelos de 4 > Pareja de 8 > Color 16 > Color 8 > Sencillas 12"
  },
  "twins.example.ranking.source": {
    en: "Italian rules, the figure of a second play with 5 players",
    it: "Regolamento italiano, la figura di una seconda giocata con 5 giocatori",
    fr: "Règle italienne, la figure d'un deuxième pli à 5 joueurs",
    es: "Reglamento italiano, la figura de una segunda jugada con 5 jugadores"
  },
  "twins.example.example_1.label": {
    en: "Example 1",
    it: "Esempio 1",
    fr: "Exemple 1",
    es: "Ejemplo 1"
  },
  "twins.example.example_1.title": {
    en: "Example 1 — play 1 with 4 players: all three Singles pay 2",
    it: "Esempio 1 — giocata 1 con 4 giocatori: pagano 2 tutti e tre i Singoli",
    fr: "Exemple 1 — pli 1 à 4 joueurs : les trois Simples paient 2",
    es: "Ejemplo 1 — jugada 1 con 4 jugadores: las tres Sencillas pagan 2"
  },
  "twins.example.example_1.source": {
    en: "Italian and French rules, ties (Parità / Situation d'égalité), example 1",
    it: "Regolamento italiano e francese, parità (Parità / Situation d'égalité), esempio 1",
    fr: "Règles italienne et française, égalités (Parità / Situation d'égalité), exemple 1",
    es: "Reglamentos italiano y francés, empates (Parità / Situation d'égalité), ejemplo 1"
  },
  "twins.example.example_2.label": {
    en: "Example 2",
    it: "Esempio 2",
    fr: "Exemple 2",
    es: "Ejemplo 2"
  },
  "twins.example.example_2.title": {
    en: "Example 2 — play 2 with 5 players: Twins of 9 win 3, four Pairs of 3 win nothing",
    it: "Esempio 2 — giocata 2 con 5 giocatori: i Gemelli di 9 vincono 3, quattro Coppie di 3 non vincono nulla",
    fr: "Exemple 2 — pli 2 à 5 joueurs : le Double de 9 gagne 3, quatre Paires de 3 ne gagnent rien",
    es: "Ejemplo 2 — jugada 2 con 5 jugadores: los Gemelos de 9 ganan 3, cuatro Parejas de 3 no ganan nada"
  },
  "twins.example.example_2.source": {
    en: "Italian and French rules, ties, example 2",
    it: "Regolamento italiano e francese, parità, esempio 2",
    fr: "Règles italienne et française, égalités, exemple 2",
    es: "Reglamentos italiano y francés, empates, ejemplo 2"
  },
  "twins.example.short_pot.label": {
    en: "Short pot",
    it: "Piatto scarso",
    fr: "Banque à court",
    es: "Bote escaso"
  },
  "twins.example.short_pot.title": {
    en: "The translator's example — play 2 with 5 players and 7 in the pot",
    it: "L'esempio del traduttore — giocata 2 con 5 giocatori e 7 nel piatto",
    fr: "L'exemple du traducteur — pli 2 à 5 joueurs et 7 dans la banque",
    es: "El ejemplo del traductor — jugada 2 con 5 jugadores y 7 en el bote"
  },
  "twins.example.short_pot.source": {
    en: "Italian rules, translator's note (NdT)",
    it: "Regolamento italiano, nota del traduttore (NdT)",
    fr: "Règle italienne, note du traducteur (NdT)",
    es: "Reglamento italiano, nota del traductor (NdT)"
  },
  "twins.error.not_cards": {
    en: "a play is two Twins cards, not {a} and {b}",
    it: "una giocata è fatta di due carte Twins, non {a} e {b}",
    fr: "un pli se joue avec deux cartes Twins, pas {a} et {b}",
    es: "una jugada son dos cartas de Twins, no {a} y {b}"
  },
  "twins.error.same_card": {
    en: "a play is two different cards, not {card} twice",
    it: "una giocata è fatta di due carte diverse, non due volte {card}",
    fr: "un pli se joue avec deux cartes différentes, pas deux fois {card}",
    es: "una jugada son dos cartas distintas, no {card} dos veces"
  },
  "twins.error.buy_now": {
    en: "{seat} must decide now how many cards to buy (0, 1 or 2), not {action}",
    it: "ora {seat} deve decidere quante carte comprare (0, 1 o 2), non {action}",
    fr: "{seat} doit maintenant décider combien de cartes acheter (0, 1 ou 2), pas {action}",
    es: "{seat} debe decidir ahora cuántas cartas comprar (0, 1 o 2), no {action}"
  },
  "twins.error.play_now": {
    en: "{seat} must choose two cards for play {play} now, not {action}",
    it: "ora {seat} deve scegliere due carte per la giocata {play}, non {action}",
    fr: "{seat} doit maintenant choisir deux cartes pour le pli {play}, pas {action}",
    es: "{seat} debe elegir ahora dos cartas para la jugada {play}, no {action}"
  },
  "twins.move.buy": {
    en: "{count, plural, =0 {decline to buy} one {buy # card} other {buy # cards}}",
    it: "{count, plural, =0 {rinunciare a comprare} one {comprare # carta} other {comprare # carte}}",
    fr: "{count, plural, =0 {renoncer à acheter} one {acheter # carte} other {acheter # cartes}}",
    es: "{count, plural, =0 {renunciar a comprar} one {comprar # carta} other {comprar # cartas}}"
  },
  "twins.move.play": {
    en: "play {cards}",
    it: "giocare {cards}",
    fr: "jouer {cards}",
    es: "jugar {cards}"
  },
  "twins.error.buy_turn": {
    en: "it is {turn}'s turn to buy, not {seat}'s",
    it: "tocca a {turn} comprare, non a {seat}",
    fr: "c'est à {turn} d'acheter, pas à {seat}",
    es: "le toca comprar a {turn}, no a {seat}"
  },
  "twins.error.bankrupt": {
    en: "{seat} is bankrupt and plays no more",
    it: "{seat} è in bancarotta e non gioca più",
    fr: "{seat} a fait faillite et ne joue plus",
    es: "{seat} está en bancarrota y ya no juega"
  },
  "twins.error.sits_out": {
    en: "{seat} lost play 3 and sits out play 4",
    it: "{seat} ha perso la 3ª giocata e salta la 4ª",
    fr: "{seat} a perdu le 3e pli et abandonne le 4e",
    es: "{seat} perdió la 3ª jugada y no juega la 4ª"
  },
  "twins.error.chosen": {
    en: "{seat} has already chosen two cards for play {play}",
    it: "{seat} ha già scelto due carte per la giocata {play}",
    fr: "{seat} a déjà choisi deux cartes pour le pli {play}",
    es: "{seat} ya ha elegido dos cartas para la jugada {play}"
  },
  "twins.error.buy_count": {
    en: "a player buys 0, 1 or 2 cards, not {count}",
    it: "si comprano 0, 1 o 2 carte, non {count}",
    fr: "on achète 0, 1 ou 2 cartes, pas {count}",
    es: "se compran 0, 1 o 2 cartas, no {count}"
  },
  "twins.error.too_dear": {
    en: "{seat} cannot buy {count, plural, one {# card} other {# cards}}: {count, plural, one {it costs} other {they cost}} {price} and {seat} holds {chips, plural, one {# chip} other {# chips}}",
    it: "{seat} non può comprare {count, plural, one {# carta} other {# carte}}: {count, plural, one {costa} other {costano}} {price} e {seat} ha {chips, plural, one {# gettone} other {# gettoni}}",
    fr: "{seat} ne peut pas acheter {count, plural, one {# carte} other {# cartes}} : {count, plural, one {elle coûte} other {elles coûtent}} {price} et {seat} a {chips, plural, one {# jeton} other {# jetons}}",
    es: "{seat} no puede comprar {count, plural, one {# carta} other {# cartas}}: {count, plural, one {cuesta} other {cuestan}} {price} y {seat} tiene {chips, plural, one {# ficha} other {# fichas}}"
  },
  "twins.error.deck_short": {
    en: "the deck has only {n, plural, one {# card} other {# cards}} left",
    it: "nel mazzo {n, plural, one {resta solo # carta} other {restano solo # carte}}",
    fr: "il ne reste que {n, plural, one {# carte} other {# cartes}} dans la pioche",
    es: "en el mazo solo {n, plural, one {queda # carta} other {quedan # cartas}}"
  },
  "twins.error.not_held": {
    en: "{seat} does not hold {cards}",
    it: "{seat} non ha in mano {cards}",
    fr: "{seat} n'a pas {cards} en main",
    es: "{seat} no tiene {cards} en la mano"
  },
  "twins.error.nothing_to_do": {
    en: "{seat} has nothing to do now",
    it: "ora {seat} non ha niente da fare",
    fr: "{seat} n'a rien à faire maintenant",
    es: "{seat} no tiene nada que hacer ahora"
  }
};

// js/src/i18n.js
var LANGUAGES = ["en", "it", "fr", "es"];
var CATALOGUE_FILES = {
  charts: charts_default,
  errors: errors_default,
  ginrummy: ginrummy_default,
  labels: labels_default,
  nothanks: nothanks_default,
  twinit: twinit_default,
  twins: twins_default
};
var CATALOGUE = {};
for (const [file, entries] of Object.entries(CATALOGUE_FILES)) {
  for (const [code, templates] of Object.entries(entries)) {
    if (Object.hasOwn(CATALOGUE, code)) throw new Error(`message code ${code} is defined twice (again in ${file}.json)`);
    CATALOGUE[code] = templates;
  }
}
function pluralCategory(lang, n) {
  if (lang === "fr") return n >= 0 && n < 2 ? "one" : "other";
  return n === 1 ? "one" : "other";
}
function t(lang, key, vars = {}) {
  return render(key, lang, vars);
}
function say(lang, message) {
  if (message === null || typeof message !== "object" || typeof message.code !== "string") return String(message ?? "");
  return render(message.code, lang, message);
}
function render(code, lang, values) {
  const templates = CATALOGUE[code];
  if (!templates) return code;
  const language = LANGUAGES.includes(lang) ? lang : "en";
  try {
    return elide(run(templates[language] || templates.en, language, values, void 0), language);
  } catch {
    return code;
  }
}
var VOWEL = "AEIOUYÀÂÉÈÊËÎÏÔÛÙ";
var ELISIONS = {
  fr: [[new RegExp(`\\b([Dd]|[Qq]u)e (?=?[${VOWEL}])`, "g"), "$1'"]],
  it: [[/\b([Aa]) (?=\uE000?A)/g, "$1d "], [/\b([Ee]) (?=\uE000?E)/g, "$1d "]],
  es: [[/\by (?=\uE000?[IÍ])/g, "e "], [/\bo (?=\uE000?[OÓ])/g, "u "]]
};
function elide(text, lang) {
  return (ELISIONS[lang] ?? []).reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
function minus(value) {
  return String(value).replace("-", "−");
}
var SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
function rankIndex(rank, lang) {
  return /^[JQK]$/.test(rank) ? render(`rank_index.${rank}`, lang, {}) : rank;
}
function cardName(card, lang) {
  switch (card.deck) {
    case "twins":
      return render("card.twins", lang, { number: card.number, color: render(`color.${card.color}`, lang, {}) });
    case "french":
      return `${rankIndex(card.rank, lang)}${SUIT_SYMBOLS[card.suit]}`;
    case "nothanks":
      return String(card.number);
    case "twinit":
      return render("card.twinit", lang, { design: card.design });
    default:
      return render("face_down", lang, {});
  }
}
function cardWords(card, lang) {
  if (card.deck !== "french") return cardName(card, lang);
  const rank = /^[AJQK]$/.test(card.rank) ? render(`rank.${card.rank}`, lang, {}) : card.rank;
  return `${rank} ${render("of", lang, {})} ${render(`suit.${card.suit}`, lang, {})}`;
}
var OPEN = "";
var CLOSE = "";
var marked = null;
function mark(short, words) {
  if (marked === null || short === words) return short;
  marked.push(words);
  return `${OPEN}${short}${CLOSE}`;
}
function sayParts(text) {
  const before = marked;
  marked = [];
  try {
    const out = text();
    const words = marked;
    const pieces = out.split(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`));
    return pieces.map((piece, i) => i % 2 ? { short: piece, words: words[(i - 1) / 2] } : piece).filter((piece) => piece !== "");
  } finally {
    marked = before;
  }
}
function join(items, lang) {
  if (items.length <= 1) return items.join("");
  return render("list.and", lang, { head: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}
function valueText(value, lang) {
  if (Array.isArray(value)) return join(value.map((item) => valueText(item, lang)), lang);
  if (value !== null && typeof value === "object") {
    if (typeof value.code === "string") return say(lang, value);
    if (typeof value.deck === "string") return mark(cardName(value, lang), cardWords(value, lang));
    if (Array.isArray(value.meld)) {
      return mark(value.meld.map((card) => cardName(card, lang)).join("-"), join(value.meld.map((card) => cardWords(card, lang)), lang));
    }
    throw new Error("cannot show an object in a message");
  }
  if (typeof value === "boolean") return render(value ? "yes" : "no", lang, {});
  if (typeof value === "number" && !Number.isInteger(value)) {
    const text = value.toFixed(1);
    return lang === "en" ? text : text.replace(".", ",");
  }
  return String(value);
}
function closing(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error(`unbalanced braces in ${text}`);
}
function options(text) {
  const found = {};
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i += 1;
      continue;
    }
    const brace = text.indexOf("{", i);
    const end = closing(text, brace);
    found[text.slice(i, brace).trim()] = text.slice(brace + 1, end);
    i = end + 1;
  }
  if (!Object.hasOwn(found, "other")) throw new Error(`no 'other' case in ${text}`);
  return found;
}
function run(template, lang, values, number) {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const char = template[i];
    if (char === "{") {
      const end = closing(template, i);
      out += group(template.slice(i + 1, end), lang, values);
      i = end + 1;
    } else if (char === "#" && number !== void 0) {
      out += valueText(number, lang);
      i += 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}
function group(body, lang, values) {
  const comma = body.indexOf(",");
  const name = (comma < 0 ? body : body.slice(0, comma)).trim();
  if (!Object.hasOwn(values, name)) throw new Error(`message parameter ${name} is missing`);
  const value = values[name];
  if (comma < 0) return valueText(value, lang);
  const rest = body.slice(comma + 1);
  const second = rest.indexOf(",");
  const kind = rest.slice(0, second).trim();
  const cases = options(rest.slice(second + 1));
  if (kind === "plural") {
    const chosen = cases[`=${value}`] ?? cases[pluralCategory(lang, value)] ?? cases.other;
    return run(chosen, lang, values, value);
  }
  if (kind === "select") return run(cases[String(value)] ?? cases.other, lang, values, void 0);
  throw new Error(`unknown message format ${kind}`);
}

// js/src/view.js
function mount({ model, el }, className, traits, draw, name) {
  el.classList.add("cardwidgets", className);
  el.addEventListener("keydown", ownKeys);
  const named = () => {
    const lang = model.get("lang");
    el.setAttribute("role", "region");
    el.setAttribute("aria-label", typeof name === "function" ? name(lang) : t(lang, name));
    el.lang = lang;
  };
  const drawn = keepFocus(el, draw);
  const redraw = () => {
    named();
    drawn();
  };
  if (!traits.includes("lang")) traits = [...traits, "lang"];
  const stopDrawing = onAnswer(model, traits.includes("error") ? [...traits, "error_count"] : traits, redraw);
  redraw();
  if (model.get("autofocus")) takeFocus(el);
  return () => {
    stopDrawing();
    el.removeEventListener("keydown", ownKeys);
    el.replaceChildren();
  };
}
function ownKeys(event) {
  if (event.key === "Escape") {
    for (let node = event.currentTarget.parentElement; node; node = node.parentElement) {
      if (node.hasAttribute("tabindex")) {
        node.focus();
        break;
      }
    }
    return;
  }
  if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey && event.key === "Enter") return;
  event.stopPropagation();
}
function focusedIn(el) {
  const root = el.getRootNode();
  return root !== el && "activeElement" in root ? root.activeElement : el.ownerDocument.activeElement;
}
function keyboardIn(el) {
  const active = focusedIn(el);
  return Boolean(active) && active !== el && el.contains(active);
}
function onAnswer(model, keys, handler) {
  let due = false;
  const mark2 = () => {
    due = true;
  };
  const run2 = () => {
    if (!due) return;
    due = false;
    handler();
  };
  for (const key of keys) model.on(`change:${key}`, mark2);
  model.on("change", run2);
  return () => {
    for (const key of keys) model.off(`change:${key}`, mark2);
    model.off("change", run2);
  };
}
function focusKey(node) {
  if (node.dataset?.focusKey) return `key:${node.dataset.focusKey}`;
  const name = node.getAttribute("aria-label") ?? node.getAttribute("name") ?? node.textContent;
  return `${node.tagName}.${node.className}|${node.getAttribute("type") ?? ""}|${name}`;
}
var FOCUSABLE = "button, input, select, textarea, [tabindex]";
function keepFocus(el, draw) {
  return () => {
    const active = focusedIn(el);
    const inside = keyboardIn(el);
    const key = inside ? focusKey(active) : null;
    draw();
    if (!inside) return;
    const now = focusedIn(el);
    const held = now && now !== el && el.contains(now) && !now.disabled && now.matches(FOCUSABLE) ? now : null;
    const again2 = held ?? [...el.querySelectorAll(FOCUSABLE)].find((node) => focusKey(node) === key && !node.disabled);
    const next = el.querySelector("[data-autofocus]:not(:disabled)");
    const target = again2 && !(next && again2.hasAttribute("data-focus-fallback")) ? again2 : focusEntry(el);
    if (target === now) return;
    focusOn(el, target);
  };
}
function focusEntry(el) {
  return el.querySelector("[data-autofocus]:not(:disabled)") ?? el.querySelector("[data-focus-fallback]") ?? el;
}
function focusOn(el, target, preventScroll = target === el || target.hasAttribute("data-focus-fallback")) {
  if (target === el && !el.hasAttribute("tabindex")) el.tabIndex = -1;
  target.focus({ preventScroll: true });
  if (preventScroll || inView(target)) return;
  const block = target.closest("[data-focus-view]");
  (block && el.contains(block) ? block : target).scrollIntoView?.({ block: "nearest", inline: "nearest" });
}
var CLIPS = ["auto", "scroll", "hidden", "clip", "overlay"];
function inView(node, { whole = false } = {}) {
  const doc = node.ownerDocument;
  const win = doc.defaultView;
  let { top, bottom, left, right } = node.getBoundingClientRect();
  const clip = (box, across, down) => {
    if (down) [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    if (across) [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
  };
  const own = { top, bottom, left, right };
  for (let box = node.parentElement; box && box !== doc.body && box !== doc.documentElement; box = box.parentElement) {
    const { overflowX, overflowY } = win.getComputedStyle(box);
    if (CLIPS.includes(overflowX) || CLIPS.includes(overflowY)) {
      clip(box.getBoundingClientRect(), CLIPS.includes(overflowX), CLIPS.includes(overflowY));
    }
  }
  clip({ top: 0, left: 0, bottom: win.innerHeight, right: win.innerWidth }, true, true);
  if (whole) return top <= own.top && bottom >= own.bottom && left <= own.left && right >= own.right;
  return top <= bottom && left <= right;
}
function takeFocus(el, frames = 120) {
  const doc = el.ownerDocument;
  const attempt = (left) => {
    if (!el.isConnected) {
      if (left > 0) doc.defaultView.requestAnimationFrame(() => attempt(left - 1));
      return;
    }
    if (doc.activeElement && doc.activeElement !== doc.body) return;
    focusOn(el, focusEntry(el));
  };
  attempt(frames);
}
function spoken(doc, text) {
  if (!Array.isArray(text)) return text === null || text === void 0 ? null : String(text);
  return h(doc, "span", {}, text.map((part) => typeof part === "string" ? part : h(
    doc,
    "span",
    { class: "cw-spoken-card" },
    h(doc, "span", { text: part.short, attrs: { "aria-hidden": "true" } }),
    h(doc, "span", { class: "cw-sr-only", text: part.words })
  )));
}
function sayNodes(doc, lang, message) {
  return spoken(doc, sayParts(() => say(lang, message)));
}
function again(times) {
  return times > 0 && times % 2 === 0 ? "​" : null;
}
function errorBanner(model, doc = globalThis.document) {
  const message = model.get("error_message");
  if (dealRefusal(model)) return alertBanner(doc, null);
  const said = message?.code ? sayNodes(doc, model.get("lang"), message) : model.get("error") || null;
  return alertBanner(doc, said, model.get("error_count") ?? 0);
}
function alertBanner(doc, content, times = 0) {
  const banner = h(doc, "div", { class: "cw-error", attrs: { role: "alert", "aria-atomic": "true" } }, content);
  const mark2 = content ? again(times) : null;
  if (mark2) banner.append(mark2);
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
  for (const [event, handler] of Object.entries(on)) listen(node, event, handler);
  for (const child of children.flat()) if (child) node.append(child);
  return node;
}
var handlers = /* @__PURE__ */ new WeakMap();
var inPage = /* @__PURE__ */ new WeakMap();
var drawnControls = /* @__PURE__ */ new WeakMap();
var standIns = /* @__PURE__ */ new WeakMap();
var wired = /* @__PURE__ */ new WeakMap();
function forward(node, type) {
  const types = wired.get(node) ?? /* @__PURE__ */ new Set();
  wired.set(node, types);
  if (types.has(type)) return;
  types.add(type);
  node.addEventListener(type, (event) => handlers.get(node)?.[type]?.(event));
}
function listen(node, type, handler) {
  const table = handlers.get(node) ?? {};
  handlers.set(node, table);
  table[type] = handler;
  forward(node, type);
}
function keyOf(node) {
  return node.nodeType === 1 ? node.getAttribute("data-key") ?? node.getAttribute("data-focus-key") : null;
}
function sameKind(a, b, strict = false) {
  if (a.nodeType !== b.nodeType) return false;
  if (a.nodeType !== 1) return true;
  const first = (node) => (node.getAttribute("class") ?? "").split(" ", 1)[0];
  return a.tagName === b.tagName && (!strict || first(a) === first(b));
}
function patchAttributes(node, fresh) {
  for (const name of node.getAttributeNames()) if (!fresh.hasAttribute(name)) node.removeAttribute(name);
  for (const name of fresh.getAttributeNames()) {
    const value = fresh.getAttribute(name);
    if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  }
}
function patchNode(node, fresh) {
  if (node.nodeType !== 1) {
    if (node.nodeValue !== fresh.nodeValue) node.nodeValue = fresh.nodeValue;
    return;
  }
  const drawing = fresh.getAttribute("data-drawing");
  const sameDrawing = drawing !== null && drawing === node.getAttribute("data-drawing");
  inPage.set(fresh, node);
  patchAttributes(node, fresh);
  const table = handlers.get(fresh);
  if (table) {
    handlers.set(node, table);
    for (const type of Object.keys(table)) forward(node, type);
  } else {
    handlers.delete(node);
  }
  if (!sameDrawing) patch(node, [...fresh.childNodes]);
  if (fresh.tagName === "INPUT" || fresh.tagName === "SELECT") patchControl(node, fresh);
}
function patchControl(node, fresh) {
  const sends = handlers.get(fresh)?.change !== void 0 || handlers.get(fresh)?.input !== void 0;
  const last = drawnControls.get(node);
  if (node.value !== fresh.value && (sends || last?.value !== fresh.value)) node.value = fresh.value;
  if (node.checked !== fresh.checked && (sends || last?.checked !== fresh.checked)) node.checked = fresh.checked;
  drawnControls.set(node, { value: fresh.value, checked: fresh.checked });
}
function patch(parent, children) {
  const fresh = children.flat().filter(Boolean);
  const old = [...parent.childNodes];
  if (fresh.length === 0 && old.length === 0) return;
  if (fresh.length === 1 && old.length === 1 && fresh[0].nodeType === 3 && old[0].nodeType === 3) {
    if (old[0].nodeValue !== fresh[0].nodeValue) old[0].nodeValue = fresh[0].nodeValue;
    return;
  }
  const aligned = fresh.length === old.length && fresh.every((node, i) => keyOf(node) === null && keyOf(old[i]) === null && sameKind(old[i], node));
  const keyed = /* @__PURE__ */ new Map();
  for (const node of old) {
    const key = keyOf(node);
    if (key !== null) keyed.set(key, [...keyed.get(key) ?? [], node]);
  }
  const used = /* @__PURE__ */ new Set();
  let cursor = 0;
  const next = (node) => {
    const key = keyOf(node);
    if (key !== null) {
      const match = keyed.get(key)?.shift();
      return match && sameKind(match, node) ? match : null;
    }
    const free = (i) => !used.has(old[i]) && keyOf(old[i]) === null;
    for (let i = cursor; i < old.length; i += 1) {
      if (free(i) && sameKind(old[i], node, true)) {
        cursor = i + 1;
        return old[i];
      }
    }
    while (cursor < old.length && !free(cursor)) cursor += 1;
    if (cursor < old.length && sameKind(old[cursor], node)) return old[cursor++];
    return null;
  };
  const wanted = fresh.map((node, i) => {
    const standing = standIns.get(node);
    if (standing) {
      used.add(standing);
      return standing;
    }
    const match = aligned ? old[i] : next(node);
    if (!match) {
      for (const standIn of node.querySelectorAll?.("[data-stand-in]") ?? []) standIn.replaceWith(standIns.get(standIn));
      for (const control of node.matches?.("input, select") ? [node] : node.querySelectorAll?.("input, select") ?? []) {
        drawnControls.set(control, { value: control.value, checked: control.checked });
      }
      return node;
    }
    used.add(match);
    patchNode(match, node);
    return match;
  });
  for (const node of old) if (!used.has(node) && node.parentNode === parent) node.remove();
  wanted.forEach((node, i) => {
    const here = parent.childNodes[i] ?? null;
    if (here !== node) parent.insertBefore(node, here);
  });
}
var dealing = /* @__PURE__ */ new WeakMap();
var refusals = /* @__PURE__ */ new WeakMap();
function dealRefusal(model) {
  const asked = dealing.get(model);
  const error = model.get("error_message");
  if (asked && asked.error !== error && asked.log === model.get("log") && asked.round === model.get("round")) {
    refusals.set(model, error);
  }
  return error?.code && refusals.get(model) === error ? error : null;
}

// js/src/chart.js
var SVG_NS = "http://www.w3.org/2000/svg";
var PALETTE = ["#4d4d4d", "#1f5fbf", "#d95f02", "#2a9d2a", "#8a4fc0", "#c8102e"];
var SHAPES = ["circle", "square", "triangle", "diamond", "down"];
var DASHES = [null, "9 5", "3 4", "12 4 3 4", "6 3"];
var HATCHES = [null, "M0,8 L8,0", "M0,0 L8,8", "M4,0 L4,8", "M0,4 L8,4"];
var charts = 0;
var W = 680;
var H = 320;
var M = { top: 46, right: 16, bottom: 58, left: 62 };
function svg(doc, name, attributes = {}, text = null) {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== null) node.textContent = String(text);
  return node;
}
function niceScale(max) {
  if (!(max > 0)) return { top: 1, step: 0.2 };
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough);
  return { top: Math.ceil(max / step - 1e-9) * step, step };
}
function formatValue(value, percent, lang = "en", digits = void 0) {
  const sign = lang === "fr" || lang === "es" ? " %" : "%";
  const text = percent ? `${(value * 100).toFixed(value * 100 >= 10 || value === 0 ? 0 : 1)}${sign}` : digits !== void 0 ? value.toFixed(digits) : Math.abs(value) >= 100 ? value.toFixed(0) : String(+value.toPrecision(3));
  return lang === "en" ? minus(text) : minus(text).replace(".", ",");
}
function valueDigits(values) {
  const largest = Math.max(0, ...values.filter(Number.isFinite).map(Math.abs));
  return largest === 0 || largest >= 100 ? 0 : Math.max(0, 2 - Math.floor(Math.log10(largest)));
}
function caption(lang, value) {
  if (typeof value === "number") return minus(value.toLocaleString(lang));
  if (value !== null && typeof value === "object") return say(lang, value);
  return String(value ?? "");
}
function marker(doc, k, x, y, color) {
  const shape = SHAPES[k % SHAPES.length];
  const attrs = { fill: color, class: "cw-chart-marker", "data-shape": shape };
  if (shape === "circle") return svg(doc, "circle", { cx: x, cy: y, r: 4, ...attrs });
  if (shape === "square") return svg(doc, "rect", { x: x - 3.5, y: y - 3.5, width: 7, height: 7, ...attrs });
  const points = {
    triangle: [[0, -5], [4.5, 3.5], [-4.5, 3.5]],
    diamond: [[0, -5], [5, 0], [0, 5], [-5, 0]],
    down: [[0, 5], [4.5, -3.5], [-4.5, -3.5]]
  }[shape];
  return svg(doc, "polygon", { points: points.map(([dx, dy]) => `${x + dx},${y + dy}`).join(" "), ...attrs });
}
function dashed(k) {
  const dash = DASHES[k % DASHES.length];
  return dash ? { "stroke-dasharray": dash } : {};
}
function barFill(doc, defs, id, k) {
  const color = PALETTE[k % PALETTE.length];
  const hatch = HATCHES[k % HATCHES.length];
  if (!hatch) return color;
  const pattern = svg(doc, "pattern", { id: `${id}-${k}`, width: 8, height: 8, patternUnits: "userSpaceOnUse" });
  pattern.append(
    svg(doc, "rect", { width: 8, height: 8, fill: color }),
    svg(doc, "path", { d: hatch, stroke: "#fff", "stroke-width": 2 })
  );
  defs.append(pattern);
  return `url(#${id}-${k})`;
}
function drawChart(doc, {
  kind,
  labels: labelValues,
  series,
  percent,
  title: titleValue,
  xLabel: xValue,
  yLabel: yValue,
  lang = "en"
}) {
  const [title, xLabel, yLabel] = [titleValue, xValue, yValue].map((value) => caption(lang, value));
  const labels = labelValues.map((value) => caption(lang, value));
  const root = svg(doc, "svg", {
    viewBox: `0 0 ${W} ${H}`,
    class: "cw-chart-svg",
    role: "img",
    "aria-label": title || t(lang, "chart.untitled")
  });
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const valid = series.filter((s) => Array.isArray(s.values) && s.values.length === labels.length);
  const tops = valid.flatMap((s) => s.values.map((v, i) => v + 2 * (s.errors?.[i] ?? 0)));
  const { top, step } = niceScale(Math.max(0, ...tops));
  const digits = percent ? void 0 : valueDigits(valid.flatMap((s) => s.values));
  const written = (v) => formatValue(v, percent, lang, digits);
  const y = (v) => M.top + plotH - Math.max(0, v) / top * plotH;
  const defs = svg(doc, "defs");
  root.append(defs);
  charts += 1;
  const fills = valid.map((_, k) => kind === "lines" ? PALETTE[k % PALETTE.length] : barFill(doc, defs, `cw-chart-${charts}`, k));
  if (title) root.append(svg(doc, "text", { x: W / 2, y: 20, class: "cw-chart-title", "text-anchor": "middle" }, title));
  for (let tick = 0; tick <= top + 1e-9; tick += step) {
    root.append(svg(doc, "line", { x1: M.left, x2: W - M.right, y1: y(tick), y2: y(tick), class: "cw-chart-grid" }));
    root.append(svg(
      doc,
      "text",
      { x: M.left - 6, y: y(tick) + 4, "text-anchor": "end", class: "cw-chart-tick" },
      formatValue(tick, percent, lang)
    ));
  }
  if (yLabel) {
    root.append(svg(doc, "text", {
      x: 14,
      y: M.top + plotH / 2,
      class: "cw-chart-axis",
      "text-anchor": "middle",
      transform: `rotate(-90 14 ${M.top + plotH / 2})`
    }, yLabel));
  }
  const band = plotW / Math.max(1, labels.length);
  labels.forEach((label, i) => {
    root.append(svg(doc, "text", {
      x: M.left + band * (i + 0.5),
      y: M.top + plotH + 18,
      "text-anchor": "middle",
      class: "cw-chart-tick"
    }, label));
  });
  if (xLabel) {
    root.append(svg(
      doc,
      "text",
      { x: M.left + plotW / 2, y: H - 22, "text-anchor": "middle", class: "cw-chart-axis" },
      xLabel
    ));
  }
  const errorBar = (x, value, error, color) => {
    if (!(error > 0)) return;
    const g = svg(doc, "g", { stroke: color, "stroke-width": 1.5, class: "cw-chart-error" });
    g.append(svg(doc, "line", { x1: x, x2: x, y1: y(value - 2 * error), y2: y(value + 2 * error) }));
    for (const v of [value - 2 * error, value + 2 * error]) {
      g.append(svg(doc, "line", { x1: x - 4, x2: x + 4, y1: y(v), y2: y(v) }));
    }
    root.append(g);
  };
  valid.forEach((s, k) => {
    const color = PALETTE[k % PALETTE.length];
    if (kind === "lines") {
      const points = s.values.map((v, i) => [M.left + band * (i + 0.5), y(v)]);
      root.append(svg(doc, "polyline", {
        points: points.map((p) => p.join(",")).join(" "),
        fill: "none",
        stroke: color,
        "stroke-width": 2.5,
        class: "cw-chart-line",
        ...dashed(k)
      }));
      points.forEach(([px, py], i) => {
        root.append(marker(doc, k, px, py, color));
        errorBar(px, s.values[i], s.errors?.[i], color);
      });
      return;
    }
    const barW = band * 0.8 / valid.length;
    s.values.forEach((v, i) => {
      const x = M.left + band * i + band * 0.1 + barW * k;
      const bar = svg(doc, "rect", {
        x,
        y: y(v),
        width: Math.max(1, barW - 2),
        height: M.top + plotH - y(v),
        fill: fills[k],
        class: "cw-chart-bar"
      });
      bar.append(svg(doc, "title", {}, t(lang, "label_value", { label: `${caption(lang, s.name)}, ${labels[i]}`, value: written(v) })));
      root.append(bar);
      if (barW > 26) {
        root.append(svg(doc, "text", {
          x: x + barW / 2 - 1,
          y: y(v + 2 * (s.errors?.[i] ?? 0)) - 5,
          "text-anchor": "middle",
          class: "cw-chart-value"
        }, written(v)));
      }
      errorBar(x + barW / 2 - 1, v, s.errors?.[i], "#111");
    });
  });
  const legend = svg(doc, "g", { class: "cw-chart-legend" });
  let lx = M.left;
  valid.forEach((s, k) => {
    const color = PALETTE[k % PALETTE.length];
    const sample = kind === "lines" ? 24 : 12;
    if (kind === "lines") {
      legend.append(svg(doc, "line", {
        x1: lx,
        x2: lx + sample,
        y1: H - 8,
        y2: H - 8,
        stroke: color,
        "stroke-width": 2.5,
        ...dashed(k)
      }), marker(doc, k, lx + sample / 2, H - 8, color));
    } else {
      legend.append(svg(doc, "rect", { x: lx, y: H - 14, width: 12, height: 12, fill: fills[k], stroke: color }));
    }
    const name = caption(lang, s.name);
    const label = s.errors ? t(lang, "chart.with_errors", { name }) : name;
    legend.append(svg(doc, "text", { x: lx + sample + 4, y: H - 4, class: "cw-chart-tick" }, label));
    lx += sample + 16 + label.length * 7.5;
  });
  root.append(legend);
  return root;
}
var TRAITS = ["kind", "labels", "series", "percent", "title", "x_label", "y_label", "error", "lang"];
function render2({ model, el }) {
  const doc = el.ownerDocument;
  const draw = () => {
    const chart = drawChart(doc, {
      kind: model.get("kind"),
      labels: model.get("labels"),
      series: model.get("series"),
      percent: model.get("percent"),
      title: model.get("title"),
      xLabel: model.get("x_label"),
      yLabel: model.get("y_label"),
      lang: model.get("lang")
    });
    patch(el, [h(doc, "div", { class: "cw-chart" }, chart), errorBanner(model, doc)]);
  };
  const name = (lang) => {
    const title = caption(lang, model.get("title"));
    return title ? t(lang, "region.chart", { title }) : t(lang, "region.chart_untitled");
  };
  return mount({ model, el }, "cw-chart-widget", TRAITS, draw, name);
}
var chart_default = { render: render2 };
export {
  caption,
  chart_default as default,
  drawChart,
  formatValue,
  niceScale,
  valueDigits
};
