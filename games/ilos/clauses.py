"""The clause each Ilos refusal enforces (docs/design.md#refusals): the rulebook (ilos-fr), the heading it stands
under as printed, its words, and the rule in one line. A check of what the table entered (a seat, a tile's
drawing, a price row, an option) names ENTRY."""

from __future__ import annotations

from games.base import N_
from games.figures import UNREAD
from games.ilos import costs, figures, pioneers, turn
from games.ilos.costs import Card
from games.refusals import ENTRY, Clause

BOOK = "ilos-fr"

EXPLORATION = Clause(BOOK, N_("Exploration rule"), (
    "Agrandir les îles : Vous devez vous connecter à au moins une côte d'une île déjà en jeu. Vous pouvez la "
    "connecter à plus d'une Tuile si les connexions sont valides. Vous devez respecter le dessin. Par exemple, vous "
    "ne pouvez pas connecter un côté où il n'y a que de la mer à un côté où il y a de la terre."),
    N_("A new tile joins a coast of an island in play, land meeting land and sea meeting sea"))
AREA_REFILL = Clause(BOOK, N_("Set-up"), (
    "Révélez les 3 premières Tuiles et placez-les dans la zone d'exploration. Les Tuiles mises en jeu sont toujours "
    "immédiatement remplacées par la première Tuile de la pioche quand elles sont prises."),
    N_("The exploration area shows 3 tiles; a tile taken is replaced at once from the pile"))
AREA_EMPTY = Clause(BOOK, N_("The ship"), (
    "Lorsque la pioche de Tuiles est vide, vous pouvez continuer à mettre en jeu les Tuiles de la zone "
    "d'exploration jusqu'à ce qu'il n'y en ait plus."),
    N_("Once the pile is empty, tiles come from the exploration area until none is left"))
FIRST_ISLANDS = Clause(BOOK, N_("First islands (G)"), (
    "Explorer les premières îles d'Ilios : le 1er joueur choisit une Tuile de la zone d'exploration, la place au "
    "centre de la table, et place un Navire sur la côte d'une île de la Tuile. [...] Les autres joueurs dans l'ordre "
    "du tour font de même en connectant leur Tuile à au moins une Tuile en jeu et en agrandissant au moins une île."),
    N_("In turn order, each player first places a tile from the exploration area and a ship on it"))
TURN_ORDER = Clause(BOOK, N_("How to play"), (
    "Les Joueurs jouent dans le sens des aiguilles d'une montre en commençant par le 1er joueur."),
    N_("Players take their turns clockwise from the first player"))
REDRAW = Clause(BOOK, N_("First islands (G)"), (
    "Note : Au début de la partie si votre main ne vous plaît pas vous pouvez défausser une fois tout ou partie de "
    "vos cartes et piocher pour vous refaire une main de 5 cartes."),
    N_("Once, at the start of the game, a player may discard part or all of their hand and draw back to 5"))
PIECES = Clause(BOOK, N_("Contents"), "(C) POUR CHAQUE COULEUR : 5 NAVIRES ET 10 PIONNIERS",
                N_("Each player has 5 ships and 10 pioneers"))
SHIP = Clause(BOOK, N_("The ship"), (
    "Coût : Défaussez 1 carte. Condition : Aucune. Effet : Ajoutez un Navire de votre Réserve ou déplacez un Navire "
    "déjà en jeu."), N_("A Ship card costs 1 more card and adds a ship from the reserve or moves one in play"))
LAIR = Clause(BOOK, N_("The ship"), (
    "Occuper un Repaire de pirates : ajoutez un de vos Navires sur un Repaire de pirates disponible. Vous ne pouvez "
    "pas mettre en jeu une Tuile si vous faites cette action."),
    N_("A ship occupies a free pirate lair of a tile already in play"))
OCCUPIED = Clause(BOOK, N_("Glossary"), (
    "Les emplacements occupés par des Pionniers ne sont plus disponibles aux autres joueurs."),
    N_("A spot taken by a pioneer is closed to everyone else"))
BUILDING_TOKENS = Clause(BOOK, N_("Contents"), "ET 10 JETONS BÂTIMENT", N_("The box holds 10 building tokens"))
TRADING_POST = Clause(BOOK, N_("The building"), (
    "Comptoir : Les Comptoirs vous permettent de copier une Ressource (Ébène, Épices ou Teinture mais pas l'Or) "
    "d'une Plantation exploitée par vous ou par un autre joueur de la même île."),
    N_("A trading post copies an ebony, dye or spices plantation of its own island"))
GAME_OVER = Clause(BOOK, N_("End of the game"), (
    "Défaussez les Ressources de votre plateau de Production puis révélez les Ressources derrière votre Écran. "
    "Chaque Ressource vaut le prix indiqué par le Marché."),
    N_("At the end the screens are lifted and every resource sells at the market's price"))
LAST_ROUND = Clause(BOOK, N_("End of the game"), (
    "La fin de partie est déclenchée lorsqu'un joueur joue son dixième Pionnier. Les joueurs doivent avoir joué le "
    "même nombre de tours, ceux qui en ont joué moins finissent leur tour avant que la partie ne se termine."),
    N_("A 10th pioneer ends the game once every player has played as many turns"))
ACTIONS = Clause(BOOK, N_("1. Actions (optional)"), (
    "Pour jouer une Action, défaussez en plus de la carte jouée face visible autant de cartes de votre main "
    "qu'indiquées par son coût ou 1 Ressource de celle que vous augmentez si vous jouez la carte Marché."),
    N_("An action is its card played with as many more cards as its cost (a Market card: 1 resource)"))
MARKET_ONCE = Clause(BOOK, N_("The market"),
                     "Condition : Un joueur ne peut pas jouer plus d'une carte Marché par tour.",
                     N_("A player plays at most one Market card a turn"))
MARKET_TOKENS = Clause(BOOK, N_("The market"), (
    "Il n'y a que 8 jetons Marché, cette action ne peut être réalisée que 8 fois pendant la partie. Une fois que tous "
    "les jetons ont été placés, les prix sont définitifs et cette carte n'a plus d'effet."),
    N_("There are only 8 market tokens; once all are placed, prices are final"))
MARKET_LAST = Clause(BOOK, N_("The market"), (
    "Vous ne pouvez pas couvrir le dernier chiffre de chaque ligne, donc le prix d'une ressource ne peut être "
    "augmenté que 4 fois maximum."), N_("The last figure of a price row is never covered: a price rises 4 times at most"))
MARKET_PAY = Clause(BOOK, N_("The market"), (
    "Coût : Défaussez 1 Ressource de votre choix. [...] Effet : Augmentez le prix de la Ressource défaussée."),
    N_("A Market card is paid with 1 of the resource whose price it raises"))
DRAW = Clause(BOOK, N_("3. Drawing"), (
    "Exceptionnellement, s'il n'y a pas assez de cartes dans la pioche et la défausse, piochez les cartes qui vous "
    "manquent au hasard dans la main du joueur qui a le plus de cartes."),
    N_("When deck and discard run dry, the missing cards are drawn from the biggest hand"))
CARDS = {
    Card.PLANTATION: Clause(BOOK, N_("The plantation"), (
        "Coût : Défaussez 2 cartes, ou 3 cartes s'il y a des Pirates. Condition : Avoir au moins 1 de vos Navires "
        "sur les côtes de l'île. Effet : Ajoutez 1 Pionnier de votre Réserve sur l'icône d'une Ressource Ébène, "
        "Épices ou Teinture de l'île."),
        N_("A plantation: 2 more cards (3 under pirates), 1 ship on the island, an ebony, dye or spices icon")),
    Card.GOLD_MINE: Clause(BOOK, N_("The gold mine"), (
        "Coût : Défaussez 5 cartes, ou 7 cartes s'il y a des Pirates. Condition : avoir au moins 2 de vos Navires "
        "sur les côtes de l'île. Effet : Ajoutez 1 Pionnier de votre Réserve sur l'icône de Ressource Or de l'île."),
        N_("A gold mine: 5 more cards (7 under pirates), 2 ships on the island, a gold icon")),
    Card.BUILDING: Clause(BOOK, N_("The building"), (
        "Coût : Défaussez 2 cartes, ou 4 cartes s'il y a des Pirates. Condition : Avoir au moins 2 de vos Navires "
        "sur les côtes de l'île. Effet : Ajoutez un jeton Bâtiment sur la face de votre choix sur un emplacement de "
        "Construction de l'île."),
        N_("A building: 2 more cards (4 under pirates), 2 ships on the island, a building spot")),
    Card.RUINS: Clause(BOOK, N_("The ruins"), (
        "Coût : Défaussez 7 cartes. Condition : Avoir au moins 1 de vos Navires sur les côtes de l'île. Effet : "
        "Ajoutez 1 Pionnier de votre Réserve sur une icône Ruine de l'île."),
        N_("Ruins: 7 more cards, 1 ship on the island, a ruin icon")),
    Card.SHIP: SHIP,
    Card.MARKET: ACTIONS,
}

ENTRIES = (
    "Ilos is played by {min} to {max} players, not {count}",
    "Every player needs a name",
    "Two players have the same name; every merchant lord needs a name of their own",
    "Ilos has no option {name}; its options are {known}",
    "The option {name} cannot be {value}; it can be {allowed}",
    "Ilos has no box figure {entry}; its figures are the market's price rows",
    "The game already knows {entry}; a figure read off the box is not changed during a game",
    "The market price row of {resource} must be {count} whole prices from the starting price, not {value}",
    "The market price row of {resource} goes down ({value}); a market token only raises a price, so each figure "
    "is at least the one before",
    "The market price row of {resource} starts {starts} (rulebook), not {row}",
    "Ilos has no action {action}",
    "There is no seat {seat}; this table has seats 0 to {last}",
    "A tile holds 1 to {max} lands (island parts), not {lands}",
    "A tile has at most {max} spots, not {count}",
    "A tile side is cut by at most {max} stretches of coast, not {count}",
    "A spot lies on one of the tile's lands, numbered 0 to {last}, not {land}",
    "A tile side lists the lands reaching it, numbered 0 to {last} on this tile, not {land}",
    "The map holds tiles 0 to {last} (in the order they were played); there is no tile {tile}",
    "This tile has lands 0 to {last}; a ship goes on the coast of one of them, not land {land}",
    "The exploration area shows tiles 0 to {last}; there is no tile {pick}",
    "Tile {tile} has spots 0 to {last}; there is no spot {spot}",
    "A stash counts whole resources, none below 0; {player} cannot have {values}",
    "The box holds {max} resource tokens in all; a stash of {count} is a typing slip",
)

RULES: dict[str, Clause] = {
    "That place already holds a tile; a new tile goes on a free place next to the map": EXPLORATION,
    "A new tile must touch the map; that place touches no tile in play": EXPLORATION,
    "A new tile must join at least one coast of an island in play; there it meets only sea: turn it or choose "
    "another place": EXPLORATION,
    "The new tile shows land where the tile it meets shows sea; land must meet land and sea meet sea: turn the "
    "tile or choose another place": EXPLORATION,
    "The new tile shows sea where the tile it meets shows land; land must meet land and sea meet sea: turn the "
    "tile or choose another place": EXPLORATION,
    "The new tile has {mine} on the edge it shares with a tile that has {theirs}; each stretch of land must meet "
    "one: turn the tile or choose another place": EXPLORATION,
    "Turn up the next tile of the exploration pile first: a tile taken from the exploration area is replaced at "
    "once": AREA_REFILL,
    "The exploration area already shows 3 tiles; the next tile is turned up when one is taken": AREA_REFILL,
    "The exploration pile is empty; no tile is left to turn up": AREA_EMPTY,
    "The exploration area is empty: every tile is in play": AREA_EMPTY,
    "{player} has placed their first island; a tile is now played with a Ship card": FIRST_ISLANDS,
    "It is {current}'s turn to place a first island; {player} waits for their own": FIRST_ISLANDS,
    "The first-islands round comes first: {current} places a tile from the exploration area and a ship on it":
        FIRST_ISLANDS,
    "{player} first places their first island: a tile from the exploration area and a ship on it": FIRST_ISLANDS,
    "It is {current}'s turn; {player} plays in their own turn": TURN_ORDER,
    "{player} already redrew their opening hand; the redraw is once, at the start of the game": REDRAW,
    "The redraw is at the start of the game, before {player} plays a card; it is too late now": REDRAW,
    "{player} may discard 1 to {cards} of the opening hand and draw as many, not {count}": REDRAW,
    "All 5 of {player}'s ships are in play; the Ship card can move one of them instead": PIECES,
    "{player} has played all 10 pioneers; none is left in the reserve": PIECES,
    "Ship {index} is not one of {player}'s ships in play; theirs are {mine}": SHIP,
    "That ship is already on this coast; move it somewhere else": SHIP,
    "That tile has no pirate lair; a ship occupies a free lair of a tile in play (never of a tile played with it)":
        LAIR,
    "The pirate lair of that tile is held by {owner}'s ship; only a free lair can be occupied": LAIR,
    "That spot holds {owner}'s pioneer; an occupied spot is closed to everyone else": OCCUPIED,
    "All 10 building tokens are on the map; no building can be added": BUILDING_TOKENS,
    "A trading post copies a plantation exploited on the same island (by anyone): name its tile and spot":
        TRADING_POST,
    "That spot holds no plantation; a trading post copies an exploited ebony, dye or spices plantation, never gold":
        TRADING_POST,
    "That plantation is on another island; a trading post copies a plantation of its own island": TRADING_POST,
    "A fort copies nothing; only a trading post names a plantation to copy": TRADING_POST,
    "The game is over: the screens are lifted and the stashes are sold": GAME_OVER,
    "The last round is over: every player has played as many turns; lift the screens": LAST_ROUND,
    "The screens are lifted at the end: the game goes on until a player plays their 10th pioneer and every player "
    "has played as many turns": LAST_ROUND,
    "{player} already played a Market card this turn (one a turn); another Market card can still pay for a "
    "different action": MARKET_ONCE,
    "All 8 market tokens are placed: prices are final and the Market card has no effect; it can still pay for "
    "another action": MARKET_TOKENS,
    "The missing cards come from the biggest hand: {names}, not {player}'s": DRAW,
    "No card is taken from a hand at this draw (deck and discard pile are enough, or every hand is empty); end the "
    "turn without naming a hand": DRAW,
    "Deck and discard pile are empty and {count} hands tie for the biggest ({names}): say whose hand gives the "
    "{missing}": DRAW,
}

CLAUSES: dict[str, Clause] = {
    **{key: ENTRY for key in ENTRIES},
    **RULES,
    figures.UNREAD_ROW: UNREAD,
    **{key: CARDS[card] for card, key in costs.NO_SHIPS_MESSAGES.items()},
    **{key: CARDS[card] for (card, _), key in costs.SHORT_MESSAGES.items()},
    **{key: CARDS[card] for card, key in pioneers.WRONG_SPOT_MESSAGES.items()},
    **{key: MARKET_LAST for key in turn.AT_LAST_FIGURE_MESSAGES.values()},
    **{key: MARKET_PAY for key in turn.NONE_BEHIND_SCREEN_MESSAGES.values()},
}
