"""The clause each refusal of Explorers & Pirates enforces (docs/design.md#refusals), keyed by message id: the
heading it stands under in the French rulebook, its words, and the rule in one line. A check of what the table
entered (the board, the options, a die's face) names ``ENTRY``."""

from __future__ import annotations

from games.base import N_
from games.catan_ep.build import NO_ROOM, WHERE_CARGO
from games.catan_ep.council import COUNCIL_BUILD
from games.catan_ep.island import MISSING as ISLAND_MISSING
from games.catan_ep.model import Phase
from games.catan_ep.movement import CROWDED, NOT_YOURS, TRIBUTE_NO_GOLD
from games.catan_ep.pieces import NONE_LEFT_MESSAGES
from games.catan_ep.production import PHASE_MESSAGES
from games.catan_ep.missions import UNREAD_TRACK
from games.catan_ep.trade import BUY_NO_GOLD
from games.figures import UNREAD
from games.refusals import ENTRY, Clause

BOOK = "catan-explorers-pirates-fr"


def _rule(section: str, quote: str, summary: str) -> Clause:
    return Clause(BOOK, section, quote, summary)


# Quotes used by more than one refusal.
DISTANCE = (N_("Set-up phase – free infrastructure"),
            "Évidemment, vous devez respecter la règle de distance lorsque vous placez votre colonie portuaire et "
            "votre colonie.")
SETTLEMENTS = (N_("The settlements"), "Vous pouvez établir des colonies de deux façons. Soit à l'aide d'un bateau de "
               "colons, soit comme dans le jeu de base, c'est-à-dire à la suite de routes sur une intersection valide.")
UNEXPLORED = (N_("Movement phase: founding a settlement with a settler ship"),
              "Vous ne pouvez construire une route sur un côté adjacent à une tuile non découverte et vous ne pouvez "
              "construire une colonie sur une intersection touchant à une tuile non découverte.")
HARBOR = (N_("The harbor settlements"), "Une colonie située sur la côte de l'île de départ ou sur la côte d'une tuile "
          "découverte peut être améliorée en colonie portuaire en payant 2 blés et 2 minerais.")
SHIP_BUILT = (N_("Building ships"), "Lorsque vous construisez un bateau, placez-le sur l'une des deux ou trois "
              "routes maritimes reliées à l'une de vos colonies portuaires.")
TWO_SHIPS = (N_("Moving ships"), "Il peut y avoir jusqu'à 2 bateaux par route maritime, de la même couleur "
             "ou non. [...] Toutefois, vous ne pouvez terminer le déplacement de votre bateau sur une route maritime "
             "déjà occupée par deux bateaux.")
HOLD = (N_("Loading and unloading ships"), "Chaque bateau possède un espace de chargement. Il peut accueillir "
        "deux petites pièces (unités, sacs d'épices) ou une grande pièce (colon, banc de poissons).")
TOKEN = (N_("Discovering with ships"), "si elle montre un terrain, prenez un jeton de la même couleur que la "
         "tuile et posez ce jeton, côté numéroté visible, sur la tuile (C).")
FISH_DIE = (N_("Rolling a die to place a fish shoal"), "En tout temps durant votre phase de déplacement, vous "
            "pouvez lancer un seul dé par tour pour essayer de placer un banc de poissons sur l'une des tuiles Banc "
            "de poissons découvertes.")
FISHING = (N_("Fishing"), "Vous pouvez pêcher un banc de poissons lorsqu'une des extrémités d'un de vos "
           "bateaux pointe une tuile avec une figurine banc de poissons (A) ou lorsque votre bateau est adjacent à "
           "cette tuile.")
LANDING = (N_("Placing crews"), "Si l'une des extrémités d'un bateau chargé avec 1 ou 2 unités touche "
           "l'intersection d'une tuile avec un repaire de pirates, la ou les unité(s), qui agissent comme guerrier "
           "dans ce scénario, peuvent être placées sur le jeton Repaire de pirates.")
HERO = (N_("Choosing the hero"), "Chaque joueur participant à la capture lance un dé et ajoute à son résultat le "
        "nombre d'unités qu'il avait sur le repaire de pirates. Le joueur avec le résultat le plus élevé peut avancer "
        "d'une autre case sur la fiche Mission, mais il doit pour cela remettre une de ses unités dans sa réserve.")
TRANSFER = (N_("A) Between a ship and a harbor settlement"), "Lorsqu'un bateau est adjacent à une colonie portuaire, "
            "vous pouvez interchanger les figurines entre le bateau et la colonie portuaire.")
ROBBING = (N_("Placing or moving a pirate ship – stealing a resource"), "le joueur ayant placé/déplacé son "
           "bateau pirate peut alors voler un joueur possédant un bateau situé autour cette tuile Mer. Pour ce faire, "
           "il lui prend une carte Ressource au hasard de sa main.")
CHASING = (N_("Driving off a pirate ship"), "Pour chasser un bateau pirate, au moins un de vos bateaux doit être "
           "prêt au combat. [...] Le bateau ne doit pas s'être déplacé ce tour-ci. Une extrémité du bateau doit "
           "pointer l'une des intersections de la tuile Mer occupée par le bateau pirate, ou le bateau occupe "
           "l'une des routes maritimes adjacentes à la tuile Mer du bateau pirate.")
SEVEN = (N_("The base game's rules"), "Lorsqu'un 7 est obtenu aux dés, tous les joueurs qui ont plus de 7 cartes "
         "Ressource en main en perdent la moitié, arrondie en leur faveur.")
PIRATE_MOVES = (N_("A 7 rolled – placing and moving a pirate ship"), "Si vous obtenez un 7 et que votre bateau pirate "
                "est déjà sur le plateau, vous devez alors le déplacer sur une autre tuile Mer possible de votre choix.")
SET_UP = (N_("Set-up phase – free infrastructure"), "Dans l'ordre décrit dans la règle de base, chaque "
          "joueur place d'abord une colonie portuaire puis une colonie (chacune sans route) sur l'île de départ.")
SET_UP_ROAD = (N_("Set-up phase – free infrastructure"), "Le dernier joueur à avoir placé une colonie "
               "est le premier à placer une route adjacente à sa colonie. Ensuite, il place un bateau de colons "
               "(figurines bateau + colon) sur l'une des deux ou trois routes maritimes adjacentes à sa colonie "
               "portuaire.")
SET_UP_OVER = (N_("Set-up phase – free infrastructure"), "Une fois que tous les joueurs ont placé leur "
               "route et leur bateau de colons, la partie commence par le premier lancer des dés.")
VILLAGE = (N_("Placing a crew and loading a spice sack"), "Lorsque l'une des extrémités d'un de vos bateaux chargés "
           "d'une unité pointe un coin d'une tuile Village d'épices, l'unité peut être placée sur cette tuile Village "
           "d'épices (A). En retour, vous chargez un sac d'épices à bord de votre bateau (B).")
FAST_GOLD = (N_("3. Quick gold (2x)"), "Si vous êtes ami avec l'un de ces deux villages, durant votre phase de "
             "commerce et de construction, vous pouvez leur vendre 1 ressource contre 1 pièce d'or une fois "
             "durant votre phase de commerce et de construction.")
BANK = (N_("The 3:1 rate"), "vous remettez 3 ressources identiques dans la réserve pour y prendre 1 autre ressource de "
        "votre choix. Toutefois, en remettant 3 ressources dans la réserve, vous avez la possibilité de prendre 1 "
        "pièce d'or au lieu de prendre 1 ressource.")
GOLD_BUY = (N_("Buying resources with gold (2:1)"), "Jusqu'à deux fois par tour, vous pouvez acheter de la "
            "réserve une ressource de votre choix en payant 2 pièces d'or.")
TRADE = (N_("Buying resources with gold (2:1)"), "En outre, les pièces d'or peuvent faire partie d'un échange "
         "avec un autre joueur")
STACKS = (N_("Preparing the unexplored terrain tiles"), "Constituez une pile de tuiles marquées d'un point "
          "vert à l'aide des 6 tuiles normales restantes, de 2 tuiles Banc de poissons (choisies aléatoirement) et "
          "des 3 tuiles Rivière d'or. Mélangez ces 11 tuiles que vous placez, côté point vert visible, dans la zone "
          "non découverte au nord.")
COUNCIL_FRAME = (N_("Building the frame"), "Assemblez le cadre comme pour le scénario 2, en prenant soin de remplacer "
                 "la pièce D1 par la pièce D2 - Le Conseil de Catane. Le Conseil de Catane est une tuile Mer.")
TURN = (N_("1 – Resource production"), "À son tour, un joueur lance les dés et détermine ainsi la production de "
        "ressources pour le tour, comme à l'habitude.")
END = (N_("End of the game"), "Ce scénario d'introduction prend fin lorsqu'à son tour, un joueur possède au moins 8 "
       "points de victoire. Ce joueur remporte la partie.")
PIECES = (N_("Preparation"), "Chaque joueur prend les figurines suivantes de sa couleur : toutes les routes du jeu de "
          "base ; toutes les colonies du jeu de base ; les 4 colonies portuaires de cette extension ; les 3 bateaux "
          "de cette extension ; les 2 colons de cette extension")

PHASE_QUOTES = {
    Phase.SETUP: SET_UP_OVER,
    Phase.ROLL: TURN,
    Phase.DISCARD: (N_("A 7 rolled – placing and moving a pirate ship"), "Lorsqu'un 7 est obtenu aux dés, tous les "
                    "joueurs ayant plus de 7 cartes en main doivent défausser la moitié de leurs cartes, comme à "
                    "l'habitude."),
    Phase.PIRATE: PIRATE_MOVES,
    Phase.TRADE: (N_("3 – Movement"), "Après avoir complété votre phase de commerce et de construction, procédez à la "
                  "phase de déplacement de votre tour"),
    Phase.MOVE: (N_("3 – Movement"), "Il n'est pas permis de faire du commerce ou de construire durant ou après la "
                 "phase de déplacement."),
    Phase.REVEAL: (N_("Discovering with ships"), "Si durant le déplacement d'un bateau (chargé ou non), l'une de "
                   "ses extrémités (proue ou poupe) pointe une tuile non découverte, vous devez découvrir cette "
                   "tuile"),
    Phase.CAPTURE: (N_("The capture"), "La suite des événements se déroule après la phase de déplacement du joueur, "
                    "c'est-à-dire une fois qu'il a déplacé tous ses bateaux."),
    Phase.OVER: END,
}

# (section, quote), and the one-line summary where the message itself is not one (it carries placeholders).
RULES: dict[str, tuple[tuple[str, str], str | None]] = {
    "Too close to another building: the distance rule keeps every intersection next to a building empty":
        (DISTANCE, None),
    "There is no such piece of the player's there to put back":
        ((N_("Loading and unloading ships"),
          "Une figurine peut être retirée du bateau et remise dans la réserve."),
         N_("A piece in a ship or a dock may be put back in the supply")),
    "A road goes on a free side of discovered land, touching no unexplored hex and no pirate lair not yet captured":
        (UNEXPLORED, None),
    "A road joins one of the player's roads or buildings":
        ((N_("The base game's rules"),
          "Toutes les règles du jeu de base s'appliquent à tous les scénarios, à l'exception des points suivants"),
         None),
    "Nothing is built on an intersection touching an unexplored hex or a pirate lair not yet captured":
        (UNEXPLORED, None),
    "A settlement stands on an intersection of land": (SETTLEMENTS, None),
    "A settlement is built at the end of one of the player's roads (or founded by a settler ship)": (SETTLEMENTS, None),
    "The first settlement of a player in each unexplored zone is founded by a settler ship":
        ((N_("Movement phase: founding a settlement with a settler ship"),
          "Dans chacune des deux zones non découvertes, vous devez fonder votre première colonie à l'aide d'un "
          "bateau de colons."), None),
    "A harbor settlement replaces one of the player's settlements":
        ((N_("The harbor settlements"), "Pour construire une colonie portuaire, reprenez votre colonie dans votre "
          "réserve, payez les ressources à la banque et placez une colonie portuaire à l'endroit qu'occupait la "
          "colonie."), None),
    "A harbor settlement stands on the coast: choose an intersection by the sea": (HARBOR, None),
    "A ship is built on a sea route at one of the player's harbor settlements": (SHIP_BUILT, None),
    "Building a ship cannot discover anything: choose a sea route touching no unexplored hex":
        ((N_("Building ships"), "La construction d'un bateau ne peut provoquer une découverte. Ainsi, vous ne "
          "pouvez pas construire un bateau sur une route maritime qui longe une tuile non découverte."), None),
    CROWDED: (TWO_SHIPS, None),
    WHERE_CARGO:
        ((N_("Building a settler / settler ships"), "Lorsque vous construisez un colon, vous le placez soit "
          "dans un bassin libre d'une de vos colonies portuaires, soit dans un bateau vide qui est adjacent à une de "
          "vos colonies portuaires."), None),
    "Crews come into play from scenario 2":
        ((N_("Additional rules for the next scenarios"),
          "Dans le deuxième scénario, vous aurez la chance de construire des unités"), None),
    NO_ROOM: (HOLD, N_("A ship's hold or a dock takes two small pieces or one large one")),
    "A ship is taken off the board to be built again only when all 3 are in play, and it must be one of the player's":
        ((N_("Building ships"), "Si vous souhaitez construire un bateau et que ceux-ci sont déjà tous sur le "
          "plateau, vous pouvez en retirer un du plateau et le construire à nouveau à côté de l'une de vos colonies "
          "portuaires en payant 1 bois et 1 laine."), None),
    COUNCIL_BUILD:
        ((N_("Building the frame"), "Ainsi, il n'est pas possible de construire une route sur l'un de ses côtés ni de "
          "construire une colonie sur l'une de ses intersections (à l'exception du côté partagé avec l'île de "
          "départ)."), None),
    "A spice village shows its advantage: swift voyage and fast gold on 2 villages each, the pirate bonus on one "
    "village showing a 4 and one showing a 5":
        ((N_("2. Bonus against the pirate (2x)"), "L'un de ces villages montre un 5 et l'autre un 4."), None),
    "An unexplored hex turns up as a tile of this scenario's stacks: terrain or sea (gold rivers from scenario 2, "
    "fish shoals and spice villages as the scenario says)":
        ((N_("Preparing the unexplored terrain tiles"), "Les trois tuiles Rivière d'or de la mission Les "
          "Repaires des pirates marquées d'un point vert sont mélangées, face cachée, avec les tuiles normales "
          "marquées d'un point vert."), None),
    "A pirate lair token goes only on a gold river":
        ((N_("Discovering a pirate lair"), "Si vous découvrez une rivière d'or avec un repaire de pirates (A), "
          "vous recevez 2 pièces d'or. Ensuite, placez un jeton Repaire de pirates de la pile (B) et, sans le "
          "consulter, placez-le sur le repaire de pirates (C)."), None),
    "Only a spice village shows an advantage":
        ((N_("What spice villages give"), "Une fois que vous avez placé une unité sur une tuile Village "
          "d'épices, vous êtes maintenant ami avec les habitants de l'île. Ces derniers vous procurent l'avantage "
          "illustré"), None),
    "A terrain (or a gold river with no lair) takes a number token, 2 to 12 but 7; sea takes none, and a lair's "
    "number stays hidden until it is captured": (TOKEN, None),
    "The zone's {count} number tokens are all on the board: this hex cannot be a terrain":
        (TOKEN, N_("A terrain turned up takes a number token from its zone's pile")),
    "The {count} pirate lair tokens are all on the board":
        ((N_("Preparation"), "Les 6 jetons Repaire de pirates sont mélangés, face numérotée cachée, et empilés près du "
          "plateau de jeu"), N_("The box holds 6 pirate lair tokens")),
    "Only the unexplored hexes a ship just pointed at are turned up":
        ((N_("Movement phase: founding a settlement with a settler ship"),
          "Vous pouvez uniquement explorer une tuile non découverte à l'aide d'un bateau."), None),
    "A fish shoal shows a die face from 1 to 6 that no other fish shoal shows":
        ((N_("Discovering a fish shoal"), "Chaque tuile Banc de poissons montre un dé numéroté de 1 à 6."), None),
    "The fish die is rolled only in scenarios with the Fish for Catan mission (3 to 5)": (FISH_DIE, None),
    "The fish die is rolled once a turn; {player} has rolled it":
        (FISH_DIE, N_("The fish die is rolled once a turn, in the movement phase")),
    "All {count} fish are out of the supply: the fish die is not rolled":
        ((N_("Rolling a die to place a fish shoal"), "Si la réserve de figurines bancs de poissons est épuisée, "
          "vous ne pouvez lancer le dé pour placer un banc de poissons."),
         N_("When no fish is left in the supply, the fish die is not rolled")),
    "There is no fish on that hex": (FISHING, None),
    "A ship takes a fish from a shoal it points at or lies along": (FISHING, None),
    "A fish fills a ship's hold: empty the hold first":
        ((N_("Fishing"), "Comme la figurine banc de poissons occupe les deux espaces d'un bateau, vous ne "
          "pourrez pas placer d'autres figurines à bord de ce dernier."), None),
    "Crews land on a pirate lair not yet captured, and are picked up from a captured one's gold river":
        ((N_("Placing crews"), "Une unité doit être placée sur une destination. Une unité ne peut être placée sur "
          "une tuile Rivière d'or ou toute autre tuile Terrain sans jeton Repaire de pirates."), None),
    "The ship must point at an intersection of that gold river": (LANDING, None),
    "The ship carries {crews} to land": (LANDING, N_("A ship lands 1 or 2 of the crews it carries")),
    "A pirate lair holds at most 3 crews; {count} are on it":
        ((N_("Placing crews"), "Il peut y avoir au maximum 3 unités sur un jeton Repaire de pirates."),
         N_("A pirate lair holds at most 3 crews")),
    "The player has {crews} waiting on that gold river":
        ((N_("Turning over the pirate lair token"), "les unités restantes sont mises de côté sur la tuile Rivière "
          "d'or. Chaque joueur peut récupérer ses unités à l'aide de ses bateaux lors de tours subséquents."),
         N_("A ship picks up only its player's own crews left on the gold river")),
    "A lair token is turned over when its lair is captured, after the movement phase":
        ((N_("Turning over the pirate lair token"),
          "Pour indiquer que le repaire de pirates a été capturé, le jeton est retourné."), None),
    "The hero is rolled for after the lair token is turned over, when several players took it": (HERO, None),
    "Each player of the capture rolls one die (1 to 6)":
        (HERO, N_("Each player of the capture rolls one die")),
    "The hero is known: {player} chooses whether to step again": (HERO, N_("The hero chooses whether to step again")),
    "Only the hero of a capture chooses to step again, once the hero is rolled for": (HERO, None),
    "The hero is {player}": (HERO, N_("The hero chooses whether to step again")),
    NOT_YOURS:
        ((N_("Moving ships"), "Durant votre tour, seuls vos bateaux peuvent être déplacés, et uniquement "
          "durant la phase de déplacement."), N_("During a turn, only the player's own ships move")),
    "This ship's action is over for this turn: each ship acts once, one after another":
        ((N_("Moving ships"),
          "Le déplacement d'un bateau doit être complété avant de pouvoir déplacer un autre bateau."), None),
    "This ship has no moves left this turn":
        ((N_("Moving ships"), "Chacun de vos bateaux a 4 points de déplacement. Lorsque vous déplacez un "
          "bateau d'une route maritime à une autre, ceci vous coûte 1 point de déplacement."), None),
    "A ship moves to a sea route sharing an intersection with its own":
        ((N_("Moving ships"), "Un bateau se déplace d'une route maritime à l'autre."), None),
    "A ship buys 2 more moves once a turn; this one has":
        ((N_("Moving ships"), "Vous pouvez, une fois pour chacun de vos bateaux, acheter 2 points de "
          "déplacement bonus. Vous devez payer 1 laine pour qu'un bateau obtienne ces 2 points de déplacement "
          "supplémentaires."), None),
    "Pieces pass between a ship and one of the player's harbor settlements it points at": (TRANSFER, None),
    "Only the pieces in the ship and in the dock can be exchanged": (TRANSFER, None),
    "A settlement is founded by a ship carrying a settler, at an intersection it points at":
        ((N_("Movement phase: founding a settlement with a settler ship"), "Lorsqu'un de vos bateaux de "
          "colons pointe une intersection (A), vous pouvez fonder une colonie à cet endroit"), None),
    "{player} cannot pay: it costs {cost}, and their hand holds {hand}":
        ((N_("Preparation"), "Chaque joueur reçoit une nouvelle fiche Coûts de construction qui remplace celle du "
          "jeu de base."), N_("A piece is built for the cards its building costs card shows")),
    BUY_NO_GOLD: (GOLD_BUY, N_("A resource from the bank costs 2 gold")),
    TRIBUTE_NO_GOLD:
        ((N_("Paying tribute to the pirates"), "Lorsque vous souhaitez vous déplacer le long d'une tuile Mer "
          "occupée par un bateau pirate adverse, vous devez payer à la réserve un tribut de 1 pièce d'or pour "
          "pouvoir vous déplacer."), N_("Sailing along another player's pirate ship costs 1 gold a ship")),
    "The pirate robs another player with a ship around its sea hex, not one carrying fish": (ROBBING, None),
    "Enter the card drawn from {player}'s hand, one they hold":
        (ROBBING, N_("The pirate takes a card the robbed player holds")),
    "A pirate ship goes on a sea hex (the frame's included) not next to the start island":
        ((N_("Placing the first pirate ship"), "Vous pouvez placer un bateau pirate sur n'importe quelle tuile Mer, "
          "incluant celles du cadre, mais il y a une exception : vous ne pouvez jamais placer un bateau pirate sur "
          "une tuile Mer adjacente à l'île de départ (incluant celles du cadre)."), None),
    "The pirate ship moves to another sea hex": (PIRATE_MOVES, None),
    "There is no other player's pirate ship on the board to chase": (CHASING, None),
    "A ship chases the pirate once a turn, before it moves, and only if it points at the pirate's sea hex or lies "
    "along it": (CHASING, None),
    "A card is taken only from a robbed player": (ROBBING, None),
    "{player} holds no card: the pirate takes 1 gold instead":
        ((N_("Placing or moving a pirate ship – stealing a resource"), "Si le joueur que vous volez n'a pas "
          "de carte Ressource (et uniquement dans ce cas!), vous pouvez alors lui voler une pièce d'or."),
         N_("The pirate takes gold only from a player holding no card")),
    "On a 7 the player places or moves their pirate ship": (PIRATE_MOVES, None),
    "It is {player}'s turn, not {other}'s": (TURN, N_("Each player plays on their own turn")),
    "Only a player holding more than 7 cards gives cards back, after a 7": (SEVEN, None),
    "{player} gives back {due} of their {cards} (half, rounded in their favour), cards they hold: {hand}":
        (SEVEN, N_("On a 7, a player holding more than 7 cards gives back half, rounded in their favour")),
    "The {zone} stack of this scenario holds {tiles} of this kind, all turned up already: this hex shows something "
    "else": (STACKS, N_("A hex turns up only as a tile still in its zone's stack")),
    "Scenarios 1 and 2 have no Council of Catan (frame piece D1, not D2)": (COUNCIL_FRAME, None),
    "The start island is made of the base game's terrains (3 mountains, 4 forests, 3 pastures, 2 fields, 2 hills) "
    "and number tokens (3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, 11, 11, 12)":
        ((N_("Components needed from the base game"), "Les tuiles Terrain suivantes : 3 x montagne ; 4 x forêt ; "
          "3 x pré ; 2 x champ ; 2 x colline. Les jetons numérotés suivants : 3, 3, 4, 4, 5, 6, 6, 8, 8, 9, 10, 10, "
          "11, 11, 12."), None),
    "From scenario 3 the board has the Council of Catan (frame piece D2), next to the start island: enter its hex "
    "as 'q,r council a b' with its two harbors": (COUNCIL_FRAME, N_("From scenario 3 the frame holds the Council of "
                                                                    "Catan, next to the start island")),
    "The {zone} zone has {hexes}, but its stack holds {tiles} in this scenario":
        (STACKS, N_("The face-down hexes of a zone are the tiles of its stack")),
    "At set-up, buildings go on intersections of the start island": (SET_UP, None),
    "The settler ship goes on a sea route at the harbor settlement": (SET_UP_ROAD, None),
    "The set-up is over": (SET_UP_OVER, None),
    "{player} places the next piece at set-up": (SET_UP, N_("The set-up pieces are placed in turn")),
    "A road goes on a free side of the land": (SET_UP_ROAD, None),
    "At set-up, the road touches the settlement just placed": (SET_UP_ROAD, None),
    "A crew stays only on a spice village": (VILLAGE, None),
    "The ship must point at an intersection of that spice village": (VILLAGE, None),
    "The ship carries no crew to leave on the spice village": (VILLAGE, None),
    "{player} has a crew on that spice village already: one crew per village and player, for one sack":
        ((N_("Additional rules"), "Vous ne pouvez placer qu'une seule unité par tuile Village d'épices, pour "
          "laquelle vous recevez 1 seul sac d'épices que vous chargez dans votre bateau."),
         N_("One crew per spice village and player")),
    "{player} sells a resource for 1 gold {times} a turn, once per fast-gold village they are friends with":
        (FAST_GOLD, N_("A resource is sold for 1 gold once a turn per fast-gold village one is friends with")),
    "{player} holds no such card to sell": (FAST_GOLD, N_("A player sells only a card they hold")),
    "Trading 3 cards for 1 of the same kind gains nothing: take another resource or 1 gold": (BANK, None),
    "{player} needs 3 identical cards to trade with the bank; they hold {count}":
        (BANK, N_("The bank gives 1 resource or 1 gold for 3 identical cards")),
    "A resource is bought for 2 gold at most twice a turn; {player} has bought 2":
        (GOLD_BUY, N_("A resource is bought for 2 gold at most twice a turn")),
    "A trade is between the player on turn and another player": (TRADE, None),
    "A trade gives something each way: cards or gold": (TRADE, None),
    "{player} does not hold what the trade asks of them: {cards} and {gold} gold":
        (TRADE, N_("Each player of a trade gives only what they hold")),
    "{player} builds by a spice village only once one of their crews is in it":
        ((N_("Additional rules"), "Vous pouvez uniquement construire une route le long d'un village d'épices (un de "
          "ses côtés) ou une colonie sur une intersection d'un village d'épices si vous avez une unité dans ce "
          "village."), N_("Roads and settlements by a spice village need one of the player's crews in it")),
}

# What the table entered: the board, the options, a die's face, an action the game does not have.
ENTRIES = (
    "The board has one Council of Catan, not {count}",
    "The board has no start island: enter its terrain hexes and their number tokens",
    "The Council of Catan is entered as 'q,r council a b': a and b, its two harbors, are two different corners of "
    "its hex, 0 (the top one) to 5 clockwise",
    "A board item is not 'q,r kind [number]': a terrain takes a number token (2 to 12 but 7), sea and unexplored "
    "hexes none",
    "The board lists a hex twice",
    "A board item is not 'q,r kind [number]' with kind one of {kinds}",
    "Explorers & Pirates has no component option {name}",
    "A die shows 1 to 6, not {die}",
    "Each die shows 1 to 6, not {die1} and {die2}",
    "A number token shows 2 to 12 but 7, not {number}",
    "Explorers & Pirates has no action {action}",
    "That is not a side of a hex: a road, a ship or a set-up piece lies between two neighbouring intersections",
    "The {track} track lists the points beside each space, S first: at least 2 whole numbers from 0 to 9, not "
    "{value}",
    "Explorers & Pirates has no option {name}; its options are {known}",
    "Explorers & Pirates is played by {min} to {max} players, not {count}",
    "The board is missing (option board): enter the start island, the frame's sea and the unexplored zones hex by "
    "hex",
    "At set-up, a building goes on an intersection, a road or a ship on a side",
    "The option {name} cannot be {value}; it can be {allowed}",
    "A trade gives and takes whole numbers of cards and gold",
    ISLAND_MISSING,
    "Explorers & Pirates has no box figure {entry}; its figures are the mission tracks' points",
    "This scenario plays no {mission} mission",
    "The game already knows {entry}; a figure read off the box is not changed during a game",
    "The start island is entered already; it does not change during a game",
    "Enter each hex of the start island still blank as a terrain with its number token; the rest of the board stays "
    "as the game began",
)


def _clauses() -> dict[str, Clause]:
    found: dict[str, Clause] = {key: ENTRY for key in ENTRIES}
    found[UNREAD_TRACK] = UNREAD  # a track not read yet: asked on the tap, never a refusal (games/catan_ep/tracks.py)
    for key, ((section, quote), summary) in RULES.items():
        found[key] = _rule(section, quote, summary or key)
    for phase, key in PHASE_MESSAGES.items():
        section, quote = PHASE_QUOTES[phase]
        found[key] = _rule(section, quote, key)
    for key in NONE_LEFT_MESSAGES.values():
        found[key] = _rule(*PIECES, N_("A player builds only with the pieces left in their supply"))
    return found


CLAUSES = _clauses()
