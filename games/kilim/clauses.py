"""The clause each of Kilim's refusals enforces (docs/design.md#refusals), quoted from the French rulebook
(kilim-fr) under its headings as printed. A check of an entry (a seat, an option, a card's number) names ENTRY."""

from __future__ import annotations

from games.messages import N_
from games.refusals import ENTRY, Clause

BOOK = "kilim-fr"


def _clause(section: str, quote: str, summary: str) -> Clause:
    return Clause(BOOK, section, quote, summary)


MARKET = N_("Step 1: the market")
WEAVING = N_("Step 2: weaving")
ARTISAN = N_("The Artisan")
SCRAP = N_("Searching the scrap bag")
SPYING = N_("Spying")
END_OF_DAY = N_("End of the day")
SETUP = N_("Set-up")

PLAYERS = _clause(SETUP, "Chaque joueur choisit une couleur et reçoit toutes les cartes de sa couleur.",
                  N_("Each player takes one of the five colours and all its cards"))
TWO_PLAYERS = _clause(N_("Two-player version"), "Ne distribuez pas les cartes Or d'une valeur supérieure à 10",
                      N_("With 2 players, the gold cards above 10 stay in the box"))
PILES = _clause(SETUP, "En fonction du nombre de joueurs, remplacez dans chaque groupe un ou plusieurs "
                "dominos Tapis par un domino Tapis Déchiré (face cachée)",
                N_("Each day's pile holds carpet dominoes and a set number of torn ones; never a perfect carpet"))
TORN = _clause(N_("Torn carpets"), "Un Tapis Déchiré possède toujours au moins 1 Motif classique et 1 Motif "
               "déchiré.", N_("A torn domino shows one torn motif and one whole motif"))
SPENT = _clause(MARKET, "Note : Les cartes Or utilisées par un joueur sont placées en pile face visible devant ce "
                "joueur.", N_("A gold card played is spent until the day ends"))
SPY_ONCE = _clause(SPYING, "1 fois par jour et donc 3 fois pendant la partie, les joueurs peuvent utiliser "
                   "leur Espion", N_("A special card is played once a day"))
SCRAP_ONCE = _clause(SCRAP, "1 fois par jour et donc 3 fois pendant la partie, les joueurs peuvent utiliser "
                     "leur carte Sac de Chutes", N_("A special card is played once a day"))
CARDS_BACK = _clause(END_OF_DAY, "Les joueurs récupèrent alors leurs cartes jouées",
                     N_("A special card is played once a day"))
SEALED = _clause(N_("Making an offer"), "Les joueurs qui souhaitent faire une offre posent face cachée une carte Or "
                 "devant eux. Les joueurs dévoilent leur carte en même temps",
                 N_("Every seat lays a card face down; all are turned up together"))
SPY = _clause(SPYING, "Lorsque les cartes sont révélées, les joueurs ayant joué une carte Espion choisissent "
              "une carte Or de leur choix et la jouent.", N_("After the reveal, each spy plays a gold card of their choice"))
SHARED_ROUND = _clause(SPYING, "Si plusieurs joueurs utilisent leur carte Espion en même temps, ils placent "
                       "leur offre face cachée et la retournent simultanément.",
                       N_("Several seats in one round offer face down and turn their cards up together"))
SCRAP_OFFER = _clause(SCRAP, "Le joueur ayant choisi de fouiller doit payer un montant en Or supérieur à celui "
                      "dépensé par le joueur qui a remporté l'enchère du tour. Si un joueur ne peut pas offrir plus "
                      "d'Or que celui qui a remporté l'enchère du tour, il ne peut pas accéder au sac et doit se "
                      "défausser d'une carte Or de la valeur de son choix.",
                      N_("The scrap bag costs more gold than the winning bid; a seat that cannot pay discards a card"))
ARTISAN_OFFER = _clause(ARTISAN, "Le joueur ayant choisi de faire appel à l'Artisane doit payer un montant en Or "
                        "inférieur à celui dépensé par le joueur qui a remporté l'enchère du tour. Si un joueur ne "
                        "peut pas offrir moins d'Or que celui qui a remporté l'enchère du tour, il ne peut pas faire "
                        "appel à l'Artisane et doit se défausser d'une carte Or de la valeur de son choix.",
                        N_("The Artisan costs less gold than the winning bid; a seat that cannot pay discards a card"))
TAKE_SCRAP = _clause(SCRAP, "Si le joueur a offert assez d'Or, il fouille ensuite secrètement parmi les Chutes "
                     "et garde celle qu'il souhaite.", N_("The Scrap bag's winner picks a scrap from the bag, in secret"))
TAKE_TOKEN = _clause(ARTISAN, "Il récupère ensuite l'un des 4 jetons Artisane et le conserve.",
                     N_("The Artisan's winner takes one of the artisan tokens left on the board"))
USE_TOKEN = _clause(ARTISAN, "Il peut l'utiliser à tout moment jusqu'à la fin du jour en cours.",
                    N_("An artisan token is used once, before its day ends"))
PERFECT = _clause(ARTISAN, "Prendre un domino Tapis Parfait (ses Motifs ne rapporteront aucun point mais "
                  "permettent de combler un vide dans le Kilim. Le domino peut être placé ou non, n'importe quand "
                  "dans la partie)", N_("The perfect carpet token gives one of the 3 perfect carpet dominoes"))
ROTATE = _clause(ARTISAN, "Pivoter un domino (comme le joueur le souhaite)",
                 N_("The rotate token turns one domino of the kilim where it lies"))
MOVE = _clause(ARTISAN, "Enlever un domino ou une Chute (retiré du jeu) / Déplacer un domino ou une Chute "
               "(n'importe où dans le Kilim sans bouger les autres dominos ni le faire tourner)",
               N_("The remove and move tokens take one domino or scrap of the kilim away, or elsewhere in it"))
LAY = _clause(WEAVING, "Ce domino doit toujours être posé de façon à avoir 1 Motif en contact avec au moins 1 autre "
              "Motif déjà présent", N_("A new domino is laid with a motif touching a motif of the kilim"))
WINNER_LAYS = _clause(WEAVING, "À chaque nouvelle enchère remportée, le joueur place son nouveau domino Tapis devant "
                      "lui.", N_("The auction's winner lays the domino won"))
SCRAPS = _clause(SCRAP, "Une Chute de Tapis peut avoir plusieurs utilisations : Restaurer un Tapis Déchiré / "
                 "Compléter un trou dans le Kilim / Retisser un Motif sur un domino du Kilim en plaçant sa Chute "
                 "par-dessus", N_("A scrap restores a torn motif, fills a hole of the kilim or re-weaves a motif"))
HELD_SCRAP = _clause(SCRAP, "Le joueur la conserve face cachée et peut l'utiliser à tout moment de la partie.",
                     N_("A scrap won is kept face down and sewn on at any time"))
NEXT_TURN = _clause(N_("Step 3: end of the round"), "Une fois que les enchères sont terminées et que les cartes "
                    "spéciales sont résolues (Espion, Sac de chutes et Artisans), dévoilez un nouveau domino de la "
                    "pile du jour.", N_("A new domino is turned up once the auction and the special cards are resolved"))
DAY_END = _clause(END_OF_DAY, "Une journée s'achève lorsqu'il n'y a plus de domino Tapis à dévoiler parmi la "
                  "pile en cours.", N_("A day ends when its pile has no domino left to turn up"))
GAME_END = _clause(N_("End of the game"), "Lorsque les trois jours sont écoulés, les joueurs déterminent la valeur en "
                   "points de leur Kilim", N_("After the third day the kilims are scored and the game is over"))

CLAUSES: dict[str, Clause] = {
    # set-up and entries
    "Kilim is played by {min} to {max} players, not {count}": PLAYERS,
    "Every player needs a name": ENTRY,
    "Two players have the same name; every weaver needs a name of their own": ENTRY,
    "Kilim has no option {name}; its options are {known}": ENTRY,
    "The option {name} cannot be {value}; it can be {allowed}": ENTRY,
    "The scrap bag option lists the scraps' motifs, {motifs} from {letters} (e.g. ABCDE), not {value}": ENTRY,
    "Kilim has no action {action}": ENTRY,
    "There is no seat {seat}; this table has seats 0 to {last}": ENTRY,
    "A gold card is a number from 1 to {max}, not {value}": ENTRY,
    "There is no gold card {value}; gold cards go from 1 to {max}": ENTRY,
    "{player} has {dominoes} to lay, numbered from 0; there is no domino {index}": ENTRY,
    # the piles
    "Perfect carpet dominoes are never in a day's pile; a revealed domino shows two motifs A-E, or one torn motif "
    "(T) and one of A-E": PILES,
    "Pile {day} holds no torn domino any more ({torn} torn at the start, all revealed); enter two motifs A-E": PILES,
    "Every domino left in pile {day} is torn; one motif must be T (torn)": PILES,
    "A torn domino has one torn motif and one whole motif (A-E), not two torn motifs": TORN,
    # the cards
    "With 2 players the gold cards above 10 stay in the box; {player} may play: {left}": TWO_PLAYERS,
    "{player} already spent the gold card {value} today; still in hand: {left}": SPENT,
    "{player} already spent the gold card {value} today; still in hand: {left}, and the special cards not used "
    "today": SPENT,
    "{player} already used the Spy card today (once a day); gold cards still in hand: {left}": SPY_ONCE,
    "{player} already used the Scrap bag card today (once a day); gold cards still in hand: {left}": SCRAP_ONCE,
    "{player} already used the Artisan card today (once a day); gold cards still in hand: {left}": CARDS_BACK,
    "The scrap bag is empty, so the Scrap bag card cannot be played; {player} plays a gold card ({left}) or another "
    "special card not used today": TAKE_SCRAP,
    "No artisan token is left on the board today, so the Artisan card cannot be played; {player} plays a gold card "
    "({left}) or another special card not used today": TAKE_TOKEN,
    # the auction
    "Choices are sealed while a domino is up for auction, before the bids are revealed": SEALED,
    "There are no sealed bids to reveal: bids are revealed once, when every seat has locked": SEALED,
    "{waiting} must lock a choice before the bids are revealed": SEALED,
    "A spy plays a gold card into the auction; there is nothing to discard": SPY,
    "No offer is due now; offers follow a revealed Spy, Scrap bag or Artisan card": SPY,
    "{player} did not play the Spy card this turn; the spies' cards are for {seats}": SPY,
    "There are no sealed offers to reveal: offers are revealed when several seats share a Spy, Scrap bag or Artisan "
    "round and all have offered": SHARED_ROUND,
    "{player} is alone in this round and plays openly; there is nothing to reveal": SHARED_ROUND,
    "{waiting} must make an offer before the offers are revealed": SHARED_ROUND,
    "{player} did not play the Scrap bag card this turn; the Scrap bag offers are for {seats}": SCRAP_OFFER,
    "{player} holds gold cards above the winning bid {bar} ({cards}) and must offer one to search the scrap bag; "
    "only a seat that cannot discards": SCRAP_OFFER,
    "An offer to search the scrap bag must be above the winning bid {bar}; {player} may offer {cards}": SCRAP_OFFER,
    "{player} holds no gold card above the winning bid {bar}, so cannot search the scrap bag and must discard a gold "
    "card of their choice (any of {cards})": SCRAP_OFFER,
    "{player} did not play the Artisan card this turn; the Artisan offers are for {seats}": ARTISAN_OFFER,
    "{player} holds gold cards below the winning bid {bar} ({cards}) and must offer one to call the Artisan; only a "
    "seat that cannot discards": ARTISAN_OFFER,
    "An offer to call the Artisan must be below the winning bid {bar}; {player} may offer {cards}": ARTISAN_OFFER,
    "{player} holds no gold card below the winning bid {bar}, so cannot call the Artisan and must discard a gold "
    "card of their choice (any of {cards})": ARTISAN_OFFER,
    "A scrap is taken by the winner of a Scrap bag round, right after it": TAKE_SCRAP,
    "{winner} won the scrap bag this turn; only they pick a scrap": TAKE_SCRAP,
    "A scrap shows one of the motifs A-E, not {motif}": TAKE_SCRAP,
    "No {motif} scrap is left in the bag; pick one of the scraps in it": TAKE_SCRAP,
    "An artisan token is taken by the winner of an Artisan round, right after it": TAKE_TOKEN,
    "{winner} called the Artisan this turn; only they take a token": TAKE_TOKEN,
    "That artisan token was taken earlier today; {tokens} left on the board": TAKE_TOKEN,
    # the carpets
    "Dominoes are laid by the auction's winner, once the Spy, Scrap bag and Artisan cards of the turn are resolved":
        WINNER_LAYS,
    "{winner} won this auction and lays its domino; {player} has nothing to lay": WINNER_LAYS,
    "That cell is already covered; a domino goes on two empty cells, with a motif touching a motif of the kilim": LAY,
    "A domino there would touch no motif of the kilim; a new domino must have a motif touching a motif already laid":
        LAY,
    "A scrap already lies there; a scrap goes on a motif of a domino (a torn one restores it) or into a hole of the "
    "kilim": SCRAPS,
    "That cell is neither a motif of the kilim nor a hole in it; a scrap goes on a motif of a domino (a torn one "
    "restores it) or into an empty cell inside the kilim's rectangle and touching it": SCRAPS,
    "That cell is neither a motif of the kilim nor next to it; a scrap goes on a motif of a domino (a torn one "
    "restores it) or into an empty cell touching the kilim": SCRAPS,
    "{player} holds no {motif} scrap to sew; a scrap is won in a Scrap bag round": HELD_SCRAP,
    "{player} holds no perfect carpet domino; the Artisan's perfect carpet token gives one": PERFECT,
    "All {count} perfect carpet dominoes are taken; there is none left to give": PERFECT,
    "{player} holds no perfect carpet token today; the Artisan's tokens are won in Artisan rounds and go back to "
    "the board at the day's end": USE_TOKEN,
    "{player} holds no rotate token today; the Artisan's tokens are won in Artisan rounds and go back to the board "
    "at the day's end": USE_TOKEN,
    "{player} holds no remove token today; the Artisan's tokens are won in Artisan rounds and go back to the board "
    "at the day's end": USE_TOKEN,
    "{player} holds no move token today; the Artisan's tokens are won in Artisan rounds and go back to the board "
    "at the day's end": USE_TOKEN,
    "The domino already lies that way; rotating it must change its orientation": ROTATE,
    "A rotated domino turns in place: its new position must keep one of its two cells; to slide it elsewhere use "
    "the move token": ROTATE,
    "No domino covers that cell; choose a cell of one of the kilim's dominoes": MOVE,
    "No scrap lies on that cell; choose a cell where a scrap was sewn": MOVE,
    "The piece is already there; choose another cell to move it to": MOVE,
    "That cell is already covered; the domino must go on empty cells": MOVE,
    "The domino would touch no motif of the kilim there; it must stay part of the kilim, with a motif touching "
    "another motif": MOVE,
    # the turn, the day, the end
    "The next domino is turned up once the turn is over and its dominoes are laid": NEXT_TURN,
    "Pile {day} is empty: end day {day} to bring out the next pile": DAY_END,
    "Day {day} ends when its pile is empty; {dominoes} still to be auctioned": DAY_END,
    "Day {day}'s last turn is not over yet; the day ends once its last domino is laid": DAY_END,
    "The game is over: the three days are done and the kilims are scored": GAME_END,
}
