"""The clause each Kilia refusal enforces (docs/design.md#refusals): the rulebook's words (kilia-fr, quoted as
printed under its heading) and the rule in one line. Checks of what the table entered (component data, card codes,
seats, counts below 0) name ``ENTRY``. docs/rules/kilia.md maps the same clauses to the code and the tests.
"""

from __future__ import annotations

from games.base import N_
from games.kilia import development, goals, setup, turn
from games.figures import UNREAD
from games.refusals import ENTRY, Clause

BOOK = "kilia-fr"


def fr(section: str, quote: str, summary: str) -> Clause:
    return Clause(BOOK, section, quote, summary)


SETUP_PLAYERS = fr(N_("Components and set-up"), "4 plateaux Joueur (de 4 couleurs différentes)",
                   N_("Kilia is played by 2 to 4 players, one board each."))
COLOURS = fr(N_("Components and set-up"),
             "Elle choisit une couleur et prend le plateau Joueur correspondant. Les autres joueurs choisissent "
             "ensuite leur couleur à tour de rôle dans le sens horaire.",
             N_("The first player chooses a colour, then the others in turn, clockwise; each colour once."))
START_CONTRACTS = fr(N_("Components and set-up"),
                     "Cherchez les 4 contrats de départ (avec un verso coloré et un symbole de cloche) parmi les 32 "
                     "cartes Contrat et mettez-les de côté.",
                     N_("The start contracts are set aside and dealt by colour; they are never in the deck."))
TURN_ORDER = fr(N_("How the game runs"),
                "La personne qui a le blason de Kiel commence. [...] C'est ensuite au tour du joueur suivant dans le "
                "sens horaire.",
                N_("Players act in their own turn, clockwise from the holder of the Kiel crest."))
ONE_CARD = fr(N_("On your turn"), "À votre tour, prenez toujours 1 carte Action de la réserve sous le plateau Conseil.",
              N_("Every turn takes one action card from the supply."))
PRICE = fr(N_("On your turn"),
           "Si vous souhaitez prendre une carte pour laquelle vous n'avez pas assez de clés, vous devez l'acheter avec "
           "des pièces. [...] Vous devez payer le coût total de la carte, peu importe le nombre de clés qu'il vous "
           "manque.",
           N_("A card beyond your keys costs its whole price in coins."))
REFRESH = fr(N_("On your turn"),
             "Avant de prendre votre 1re carte lors de votre tour, vous pouvez payer 5 pièces pour défausser les 5 "
             "cartes Action de la réserve [...] Vous ne pouvez pas échanger les cartes de la réserve si vous en avez "
             "déjà choisi une lors de votre tour !",
             N_("The supply may be refreshed for 5 coins, only before the turn's first card."))
REFILL = fr(N_("On your turn"), "Remplacez les cartes Action que vous avez prises uniquement à la fin de votre tour.",
            N_("Taken cards are replaced only at the end of the turn."))
END_OF_TURN = fr(N_("End of the turn: refill the action card supply"),
                 "décalez toutes les cartes Action et tous les contrats de la réserve vers la gauche [...] Puis, "
                 "piochez de nouvelles cartes pour remplir les emplacements encore vides.",
                 N_("At the end of a turn the cards shift left, then the empty slots are filled from the decks."))
MARKET = fr(N_("Merchants"),
            "Vous devez placer votre 1er marchand dans la rangée inférieure de votre marché. Dès que vous avez 2 "
            "marchands adjacents dans une rangée, vous pouvez en placer un sur l'emplacement situé juste au-dessus.",
            N_("The market is built from the bottom row up, above two merchants side by side."))
BONUS = fr(N_("Merchants"),
           "Lorsque vous placez un marchand sur un emplacement vide, recevez immédiatement le bonus indiqué sur cet "
           "emplacement. Ce bonus est disponible une seule fois.",
           N_("A space's bonus goes once, to the first merchant placed on it."))
DEVELOPMENT = fr(N_("Developments"),
                 "Vous pouvez développer une zone de votre plateau Joueur en glissant une carte Action de la couleur "
                 "correspondante sous cette zone.",
                 N_("A card develops only the zone of its colour."))
ZONE_MAX = fr(N_("Developments"), "Vous pouvez développer chaque zone 4 fois au maximum.",
              N_("Each zone is developed at most 4 times."))
IMPROVEMENT = fr(N_("Developments"),
                 "Chaque développement dans une zone vous octroie immédiatement une amélioration, variable selon la "
                 "zone développée.",
                 N_("An improvement comes right after the development that gives it."))
SKILL_TWICE = fr(N_("University"), "Vous ne pouvez jamais avoir 2 compétences identiques.",
                 N_("Nobody holds the same skill twice."))
WAREHOUSE = fr(N_("Warehouse"),
               "glissez la carte sous votre plateau de manière à ce que sa partie Entrepôt apparaisse dans un "
               "emplacement vide de votre choix, le long du canal.",
               N_("A new warehouse goes on an empty space along the canal."))
EXTRA_ACTION = fr(N_("Skills"),
                  "Action supplémentaire : Chaque fois que vous développez la zone indiquée, vous pouvez jouer 1 carte "
                  "Action supplémentaire. [...] Vous devez finir votre action en cours avant d'en commencer une "
                  "nouvelle.",
                  N_("One action a turn, plus one for each development of a zone with its extra-action skill."))
EXCHANGE = fr(N_("Skills"),
              "Échange : Vous pouvez utiliser les 2 types de marchandises indiqués sur la carte de manière "
              "interchangeable. [...] Vous ne pouvez échanger que les marchandises que vous avez dans votre réserve "
              "personnelle.",
              N_("The Exchange skill uses one of its two goods for the other, from the personal supply."))
POINTS_SKILL = fr(N_("Skills"),
                  "Points : Cette compétence intervient uniquement en fin de partie. Marquez 1 point pour chaque "
                  "marchandise en votre possession du type illustré.",
                  N_("A points skill scores goods of its kind, delivered at the end."))
TRADE = fr(N_("Other important rules"),
           "vous pouvez échanger 3 marchandises identiques de votre réserve personnelle contre 1 marchandise d'un "
           "autre type de la réserve générale.",
           N_("A 3:1 trade gives 3 identical goods from the personal supply for 1 of another kind."))
TRADE_EXCHANGE = fr(N_("Other important rules"),
                    "Vous ne pouvez pas combiner cet échange avec la compétence Échange (voir page 7).",
                    N_("The table reads this as: the 3:1 trade and the Exchange skill never pay for one purchase."))
MERCHANT = fr(N_("Other important rules"),
              "Vous pouvez activer un marchand de votre marché en plaçant 1 pièce de votre réserve sur sa carte. [...] "
              "Vous pouvez activer chaque marchand de la rangée inférieure de votre marché 1 fois par tour, ceux de la "
              "rangée intermédiaire 2 fois par tour, et celui de la rangée supérieure 3 fois par tour.",
              N_("A merchant costs 1 coin a delivery: bottom row once a round, middle twice, top three times."))
PAYMENT = fr(N_("Developments"),
             "Le 1er développement d'une zone coûte 1 marchandise du type indiqué. Le 2e développement coûte 2 "
             "marchandises, et ainsi de suite. Prenez les marchandises dans votre réserve personnelle et placez-les "
             "dans la réserve générale.",
             N_("A cost is paid exactly, from the personal supply, merchants, exchanges and trades."))
CONTRACT = fr(N_("Other important rules"),
              "Pour remplir un contrat, payez les marchandises ou les pièces indiquées dans la partie supérieure de la "
              "carte [...] En retour, vous recevez immédiatement la récompense indiquée dans la partie inférieure de "
              "la carte.",
              N_("A contract is fulfilled by paying its cost; its reward follows at once."))
GOALS = fr(N_("Other important rules"),
           "Lorsque vous remplissez la condition d'un objectif illustré sur le plateau Conseil, vous pouvez placer "
           "immédiatement 1 jeton de score sur l'emplacement correspondant.",
           N_("A scoring token goes on a goal whose condition is met."))
GOAL_ONCE = fr(N_("Other important rules"), "Vous ne pouvez remplir cette condition qu'une seule fois.",
               N_("4 zones developed 2 times and the full market are reached once."))
CONTRACTS_GOAL = fr(N_("Other important rules"),
                    "Vous pouvez placer d'autres jetons de score lorsque vous remplissez votre 6e, puis votre 9e "
                    "contrat.",
                    N_("The table reads this as: the 9th contract takes the last token on that goal."))
SPRATS_NEXT_TURN = fr(N_("Other important rules"),
                      "Posez la carte devant vous. Vous pourrez la jouer lors du tour suivant.",
                      N_("A smoked sprats card is played from the turn after it was taken."))
SPRATS_DEVELOPMENT = fr(N_("Other important rules"),
                        "Au lieu de choisir une carte Action de la réserve, vous pouvez glisser votre carte Sprats "
                        "fumés sous l'une de vos 4 zones de développement.",
                        N_("The table reads this as: a sprats development replaces the turn's own supply card."))
SPRATS_BONUS = fr(N_("Other important rules"),
                  "Vous pouvez jouer votre carte Sprats fumés en plus d'une carte Action pour recevoir immédiatement "
                  "1 pièce ou 1 marchandise au choix de la réserve générale.",
                  N_("The table reads this as: a sprats card for a coin or a good comes once the action card is "
                     "played."))
COUNCIL = fr(N_("Council phase"),
             "Enfin, tous les bateaux larguent les amarres. [...] Lors de la dernière manche, une fois la fin de la "
             "partie déclenchée, les bateaux restent à quai.",
             N_("Ships sail once in each council phase, never after the last round."))
THE_END = fr(N_("End of the game and scoring"),
             "Terminez la manche en cours, y compris la phase de conseil, puis jouez 1 dernière manche (phase de "
             "conseil incluse). La partie est ensuite terminée.",
             N_("After the last round's council phase the game ends and the scores are counted."))

RULES: dict[str, Clause] = {
    "Kilia is played by {min} to {max} players, not {count}": SETUP_PLAYERS,
    "The colours are chosen at set-up; every player already has a board": COLOURS,
    "{current} chooses a colour now (the first player first, then clockwise)": COLOURS,
    "The {colour} board is taken; {player} chooses among {free}": COLOURS,
    "A start contract (bell, coloured back) is dealt by colour at set-up, never turned up from the contract deck":
        START_CONTRACTS,
    "It is {current}'s turn; {player} acts in their own turn": TURN_ORDER,
    "{player} takes 1 action card first: every turn takes a card from the supply (slot 1 is always free) to a zone "
    "or to the market": ONE_CARD,
    "{player} has {coins}; this needs {needed} (the card's price, a contract's coins and 1 a merchant activated)":
        PRICE,
    "Refreshing the supply costs {price}; {player} has {coins}": REFRESH,
    "The supply can be refreshed only before the turn's first card: {player} already chose one this turn": REFRESH,
    "The table refreshes the supply once a turn: {player} already did": REFRESH,
    "Supply slot {slot} is empty: the supply is refilled only at the end of the turn": REFILL,
    "Contract slot {slot} is empty: the contracts are refilled only at the end of the turn": REFILL,
    "No action card is to be turned up now: the supply is refilled at the end of a turn (or after a refresh), from "
    "the deck": END_OF_TURN,
    "No contract is to be turned up now: the contracts are refilled at the end of a turn, from the deck": END_OF_TURN,
    "Turn up the cards for the empty supply slots first: the table fills them from the decks": END_OF_TURN,
    "A merchant goes on space {space} only above two merchants side by side, on spaces {below}: the market is built "
    "from the bottom row up": MARKET,
    "Market space {space} gives any good: name the good {player} takes": BONUS,
    "No good is chosen here: market space {space} gives no good now (a bonus is given once, to the first merchant on "
    "an empty space)": BONUS,
    **{message: DEVELOPMENT for message in development.WRONG_COLOUR_MESSAGES.values()},
    **{message: ZONE_MAX for message in development.FULL_ZONE_MESSAGES.values()},
    **{message: IMPROVEMENT for message in turn.PENDING_MESSAGES.values()},
    **{message: IMPROVEMENT for message in turn.NOT_NOW_MESSAGES.values()},
    "{player} has no improvement or new contract waiting to be taken or gone without": IMPROVEMENT,
    "{player} already has the skill {skill}; nobody holds the same skill twice": SKILL_TWICE,
    "Canal space {space} already has a warehouse; a new one goes on an empty space": WAREHOUSE,
    "{player} has played the turn's {actions}; an extra action comes only with a development of a zone whose "
    "extra-action skill {player} has": EXTRA_ACTION,
    "{player} has no Exchange skill for {given} and {counted}: an exchange needs the skill card showing both goods":
        EXCHANGE,
    "A 3:1 trade gives 3 identical goods for 1 good of another kind; {good} for {good} is no trade": TRADE,
    "This table plays that the 3:1 trade and the Exchange skill never pay for the same purchase; use one or the "
    "other": TRADE_EXCHANGE,
    "{player} has no merchant on market space {space} to activate": MERCHANT,
    "The merchant on market space {space} can be activated {times} a round (bottom row once, middle row twice, top "
    "three times); this would be activation {count}": MERCHANT,
    "This payment makes {delivered}; the cost is {cost}: pay exactly that (supply goods, exchanges, 3:1 trades and "
    "merchants all count)": PAYMENT,
    "{player} has {held} in their personal supply; this payment takes {taken} from it (correct the count if the "
    "table disagrees)": PAYMENT,
    "The contract's reward has {symbols}: name that many goods to take, not {goods}": CONTRACT,
    **{message: GOALS for message in goals.NOT_MET_MESSAGES.values()},
    **{message: GOAL_ONCE for message in goals.ONCE_MESSAGES.values()},
    "The table's reading: tokens go on the contracts goal at the 3rd, 6th and 9th contract only, and {player} has "
    "placed 3": CONTRACTS_GOAL,
    "{player} has no smoked sprats card to play (one taken this turn is played from the next turn)": SPRATS_NEXT_TURN,
    "The table plays a smoked sprats card as a development only as the turn's action, instead of its supply card":
        SPRATS_DEVELOPMENT,
    "The table plays a smoked sprats card for a coin or a good only once the turn's action card is played":
        SPRATS_BONUS,
    "Ships sail in the council phase at the end of a round (never after the last round); their income is entered "
    "then": COUNCIL,
    "{player}'s ship has already sailed this council phase; correct the goods or coins if the entry was wrong":
        COUNCIL,
    "Goods are delivered to points skills at the end, after the last round's council phase": POINTS_SKILL,
    "{player} has delivered (or has no points skill); the count comes next": POINTS_SKILL,
    "{player}'s points skills score {names}; other goods score nothing": POINTS_SKILL,
    "{player}'s points skills score {names}; a merchant of another good delivers nothing that scores": POINTS_SKILL,
    "{player} has {held} in their personal supply, not {goods}": POINTS_SKILL,
    "{names} first deliver goods to their points skills (or nothing)": POINTS_SKILL,
    "The fulfilled contracts are turned over at the end, once the last round's council phase is over": THE_END,
    "The game is over: the contracts are turned over and the scores counted": THE_END,
    **{message: THE_END if "over" in message else TURN_ORDER for message in turn.PHASE_MESSAGES.values()},
}

# A figure a move needs and the game does not know yet (games/kilia/figures.py): read off the box, not refused.
UNREAD_ENTRIES = ("supply_prices", "contract_keys", "contract_prices", "market_bonuses", "wheel", "extra_wheel_values",
                  "canal_spaces", "start_contracts")

# What the table typed or entered, checked for being possible on the table (not a rule of the game).
ENTRIES = (
    "Every player needs a name",
    "Two players have the same name; every captain needs a name of their own",
    "There is no seat {seat}; this table has seats 0 to {last}",
    "Kilia has no action {action}",
    "Kilia has no option {name}; its options are {known}",
    "The option {name} cannot be {value}; it can be {allowed}",
    "Kilia has no component option {name}",
    "The game already knows {entry}; a figure read off the box is not changed during a game",
    "The extra scoring wheel covers this wheel: enter the extra wheel's values",
    "Enter whole numbers from 0 to {most} for {entry}, not {value}",
    "Enter {figures} from 0 to {most} for {entry}, not {value}",
    "Action card slot {slot} costs {price} (rulebook example), not {value}: the figures are slots 2 to 5, left to "
    "right",
    "The values of {entry} go up ({value}); the highest space is taken first, so each value is at most the one "
    "before",
    "The market has 6 spaces, each with one bonus (bottom row left to right, middle row, top)",
    "The keys above the contract slots go down ({value}); a slot further right never needs fewer keys",
    "A player board has 1 to 9 warehouse spaces along the canal, not {value}",
    "{entry} is a text listing the cards, or 'unlisted'",
    "The start contracts are a text: white: CODE; yellow: CODE; red: CODE; brown: CODE",
    "The start contracts are listed as white: CODE; yellow: CODE; red: CODE; brown: CODE, once each, not {entry}",
    "The start contracts list {colours}; each of the 4 colours has one",
    "The action card list holds {cards}; the box has {expected}",
    "The contract list holds {contracts} besides the start contracts; the box has {expected}",
    "The box holds {cards} {code} and all are out of the deck; check the card turned up",
    "The box holds {contracts} {code} and all are out of the deck; check the card turned up",
    "The action card {code} is ZONE/SKILL (e.g. warehouse/exchange:salt+wood)",
    "The card {code} names no zone: a card's colour is castle (white), university (red), shipyard (brown) or "
    "warehouse (yellow)",
    "The card {code} names no good: goods are salt, grain, brick and wood",
    "The card {code} names no skill: a skill is exchange:GOOD+GOOD, extra:ZONE or points:GOOD",
    "A skill is an exchange of two different goods, an extra action for one zone, or points for one good; {skill} is "
    "none of them",
    "The exchange skill of {code} needs two different goods (e.g. exchange:salt+wood)",
    "Name an exchange's goods in the order salt, grain, brick, wood ({code})",
    "The contract {code} is COST > REWARD = POINTS (e.g. 2salt 1any > 3coins 1contract = 4)",
    "The contract {code} costs nothing; every contract prints a cost",
    "A contract counts its symbols from 0 to {most}; {code} is a typing slip",
    "The contract {code} has an item {item} the cards do not print; items are {allowed}",
    "The contract {code} gives {item} twice or a count that is no printed row (1 to {most})",
    "The supplies have slots 1 to {slots} from the left, not {slot}",
    "The market has spaces 0 to 5: the bottom row 0, 1, 2, the middle row 3 (above 0 and 1) and 4 (above 1 and 2), "
    "the top 5; not {space}",
    "Market space {space} does not exist; the market's spaces are 0 to 5 (bottom row 0-2, middle row 3-4, top 5)",
    "The canal has warehouse spaces 1 to {spaces}, not {space}",
    "A development goes under the castle, the university, the shipyard or the warehouse zone",
    "The goals are zone4, zones3, zones2, market, contracts and coins",
    "{player} has {contracts}; there is no contract {index}",
    "A payment takes whole goods from the personal supply, none below 0",
    "A ship collects goods and coins, none below 0",
    "A delivery counts whole goods, none below 0",
    "A personal supply counts whole goods, none below 0; {player} cannot have {goods}",
    "The box holds {most} thalers: {player} can have 0 to {most} coins, not {coins}",
    *(message for entry, message in setup.MISSING.items() if entry not in UNREAD_ENTRIES),
)

CLAUSES: dict[str, Clause] = {**{message: ENTRY for message in ENTRIES},
                              **{setup.MISSING[entry]: UNREAD for entry in UNREAD_ENTRIES},
                              **{message: UNREAD for message in setup.ONE_FIGURE.values()}, **RULES}
