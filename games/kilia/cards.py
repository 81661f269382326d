"""Cards as short codes (the form card lists take in set-up options and config/games/kilia.toml), and the
cards still in each deck when the table gave the app the box's card lists.

An action card: ``ZONE/SKILL``, ZONE a zone or its colour (castle|white, university|red, shipyard|brown,
warehouse|yellow), SKILL one of ``exchange:GOOD+GOOD``, ``extra:ZONE``, ``points:GOOD``.
Examples: ``warehouse/exchange:salt+wood``, ``white/extra:university``, ``red/points:grain``.

A contract: ``COST > REWARD = POINTS``; COST and REWARD are items ``Nsalt``, ``Ngrain``, ``Nbrick``,
``Nwood``, ``Nany`` (any good), ``Ncoins``; a reward may also hold ``Ncontract`` (new contract); ``-`` is
nothing. Example: ``2salt 1any > 3coins 1contract = 4``.

A list: codes separated by ``;`` or new lines, each optionally preceded by a count (``3x``).
"""

from __future__ import annotations

import functools
from collections import Counter

from games.base import Plural, RuleError
from games.kilia.model import (COLOUR_ZONE, GOODS, ZONES, ActionCard, Colour, Contract, Good, Goods, KiliaState,
                               Skill, SkillKind, Zone)

ACTION_CARDS = 96  # "96 cartes Action"
CONTRACT_CARDS = 32  # "36 cartes Contrat (dont 4 contrats de départ)"
MAX_ITEM = 20  # no printed symbol row is longer: a bigger count is a typing slip

_ZONE_WORDS = {**{z.value: z for z in ZONES}, **{c.value: z for c, z in COLOUR_ZONE.items()}}
_GOOD_WORDS = {g.value: g for g in GOODS}


def _zone(word: str, code: str) -> Zone:
    zone = _ZONE_WORDS.get(word.strip().lower())
    if zone is None:
        raise RuleError("The card {code} names no zone: a card's colour is castle (white), university (red), "
                        "shipyard (brown) or warehouse (yellow)", code=code)
    return zone


def _good(word: str, code: str) -> Good:
    good = _GOOD_WORDS.get(word.strip().lower())
    if good is None:
        raise RuleError("The card {code} names no good: goods are salt, grain, brick and wood", code=code)
    return good


def skill_from_code(text: str, code: str = "") -> Skill:
    code = code or text
    kind_word, _, rest = text.strip().lower().partition(":")
    if kind_word == "exchange":
        first, _, second = rest.partition("+")
        goods = sorted({_good(first, code), _good(second, code)}, key=GOODS.index)
        if len(goods) != 2:
            raise RuleError("The exchange skill of {code} needs two different goods (e.g. exchange:salt+wood)",
                            code=code)
        return Skill(SkillKind.EXCHANGE, tuple(goods))
    if kind_word == "extra":
        return Skill(SkillKind.EXTRA, zone=_zone(rest, code))
    if kind_word == "points":
        return Skill(SkillKind.POINTS, (_good(rest, code),))
    raise RuleError("The card {code} names no skill: a skill is exchange:GOOD+GOOD, extra:ZONE or points:GOOD",
                    code=code)


def check_skill(skill: Skill) -> None:
    """A skill the box can print (an action described by the table is checked like a parsed code)."""
    fine = ((skill.kind is SkillKind.EXCHANGE and len(skill.goods) == 2 and skill.goods[0] != skill.goods[1]
             and skill.zone is None)
            or (skill.kind is SkillKind.EXTRA and not skill.goods and skill.zone is not None)
            or (skill.kind is SkillKind.POINTS and len(skill.goods) == 1 and skill.zone is None))
    if not fine:
        raise RuleError("A skill is an exchange of two different goods, an extra action for one zone, or points "
                        "for one good; {skill} is none of them", skill=skill_code(skill))


def normal(skill: Skill) -> Skill:
    """The same skill with an exchange's goods in GOODS order (two cards showing salt+wood are alike)."""
    if skill.kind is SkillKind.EXCHANGE:
        return Skill(skill.kind, tuple(sorted(skill.goods, key=GOODS.index)))
    return skill


def skill_code(skill: Skill) -> str:
    if skill.kind is SkillKind.EXCHANGE:
        return "exchange:" + "+".join(g.value for g in skill.goods)
    if skill.kind is SkillKind.EXTRA:
        return f"extra:{skill.zone.value if skill.zone else '?'}"
    return "points:" + "+".join(g.value for g in skill.goods)


def card_from_code(code: str) -> ActionCard:
    zone_word, slash, skill_text = code.partition("/")
    if not slash:
        raise RuleError("The action card {code} is ZONE/SKILL (e.g. warehouse/exchange:salt+wood)", code=code)
    return ActionCard(_zone(zone_word, code), skill_from_code(skill_text, code))


def card_code(card: ActionCard) -> str:
    return f"{card.zone.value}/{skill_code(card.skill)}"


def _items(text: str, code: str, reward: bool) -> dict[str, int]:
    found: dict[str, int] = {}
    allowed = [*_GOOD_WORDS, "any", "coins", *(["contract"] if reward else [])]
    for word in text.replace("+", " ").replace(",", " ").split():
        if word == "-":
            continue
        digits = len(word) - len(word.lstrip("0123456789"))
        count, name = (int(word[:digits]) if digits else 1), word[digits:].lower()
        name = {"coin": "coins", "contracts": "contract"}.get(name, name)
        if name not in allowed:
            raise RuleError("The contract {code} has an item {item} the cards do not print; items are {allowed}",
                            code=code, item=word, allowed=", ".join(allowed))
        if not 0 < count <= MAX_ITEM or name in found:
            raise RuleError("The contract {code} gives {item} twice or a count that is no printed row (1 to "
                            "{most})", code=code, item=word, most=MAX_ITEM)
        found[name] = count
    return found


def _goods(items: dict[str, int]) -> Goods:
    return Goods(*(items.get(g.value, 0) for g in GOODS))


def contract_from_code(code: str, start: bool = False) -> Contract:
    cost_text, arrow, rest = code.partition(">")
    reward_text, equal, points_text = rest.partition("=")
    if not arrow or not equal or not points_text.strip().isdigit():
        raise RuleError("The contract {code} is COST > REWARD = POINTS (e.g. 2salt 1any > 3coins 1contract = 4)",
                        code=code)
    cost, reward = _items(cost_text, code, False), _items(reward_text, code, True)
    if not cost:
        raise RuleError("The contract {code} costs nothing; every contract prints a cost", code=code)
    return Contract(cost=_goods(cost), cost_any=cost.get("any", 0), cost_coins=cost.get("coins", 0),
                    reward=_goods(reward), reward_any=reward.get("any", 0), reward_coins=reward.get("coins", 0),
                    reward_contracts=reward.get("contract", 0), points=int(points_text), start=start)


def check_contract(contract: Contract, start: bool = False) -> None:
    """A contract the table describes when it is turned up: the same bounds as a parsed code."""
    counts = [*contract.cost.as_tuple(), contract.cost_any, contract.cost_coins, *contract.reward.as_tuple(),
              contract.reward_any, contract.reward_coins, contract.reward_contracts, contract.points]
    if any(c < 0 or c > MAX_ITEM * 2 for c in counts):
        raise RuleError("A contract counts its symbols from 0 to {most}; {code} is a typing slip", most=MAX_ITEM,
                        code=contract_code(contract))
    if contract.cost.total + contract.cost_any + contract.cost_coins == 0:
        raise RuleError("The contract {code} costs nothing; every contract prints a cost",
                        code=contract_code(contract))
    if contract.start != start:
        raise RuleError("A start contract (bell, coloured back) is dealt by colour at set-up, never turned up from "
                        "the contract deck")


def contract_code(contract: Contract) -> str:
    def side(goods: Goods, any_: int, coins: int, contracts: int = 0) -> str:
        parts = [f"{goods.get(g)}{g.value}" for g in GOODS if goods.get(g)]
        parts += [f"{n}{name}" for n, name in ((any_, "any"), (coins, "coins"), (contracts, "contract")) if n]
        return " ".join(parts) or "-"
    return (f"{side(contract.cost, contract.cost_any, contract.cost_coins)} > "
            f"{side(contract.reward, contract.reward_any, contract.reward_coins, contract.reward_contracts)}"
            f" = {contract.points}")


def _entries(text: str) -> list[tuple[int, str]]:
    entries = []
    for line in text.replace("\n", ";").split(";"):
        line = line.strip()
        if not line:
            continue
        head, _, tail = line.partition(" ")
        if head[:-1].isdigit() and head[-1:].lower() == "x" and tail.strip():
            entries.append((int(head[:-1]), tail.strip()))
        else:
            entries.append((1, line))
    return entries


@functools.lru_cache(maxsize=16)
def action_list(text: str) -> Counter[ActionCard]:
    """The box's action cards from a list option; RuleError unless it holds exactly 96."""
    found: Counter[ActionCard] = Counter()
    for count, code in _entries(text):
        found[card_from_code(code)] += count
    if sum(found.values()) != ACTION_CARDS:
        raise RuleError("The action card list holds {cards}; the box has {expected}",
                        cards=Plural.of("{count} card", "{count} cards", sum(found.values())), expected=ACTION_CARDS)
    return found


@functools.lru_cache(maxsize=16)
def contract_list(text: str) -> Counter[Contract]:
    found: Counter[Contract] = Counter()
    for count, code in _entries(text):
        found[contract_from_code(code)] += count
    if sum(found.values()) != CONTRACT_CARDS:
        raise RuleError("The contract list holds {contracts} besides the start contracts; the box has {expected}",
                        contracts=Plural.of("{count} contract", "{count} contracts", sum(found.values())),
                        expected=CONTRACT_CARDS)
    return found


def start_contracts(text: str) -> tuple[Contract, ...]:
    """ "white: CODE; yellow: CODE; red: CODE; brown: CODE" -> the start contracts in COLOURS order."""
    found: dict[Colour, Contract] = {}
    for _, entry in _entries(text):
        colour_word, colon, code = entry.partition(":")
        colour = next((c for c in Colour if c.value == colour_word.strip().lower()), None)
        if not colon or colour is None or colour in found:
            raise RuleError("The start contracts are listed as white: CODE; yellow: CODE; red: CODE; brown: CODE, "
                            "once each, not {entry}", entry=entry)
        found[colour] = contract_from_code(code, start=True)
    if len(found) != len(Colour):
        raise RuleError("The start contracts list {colours}; each of the 4 colours has one",
                        colours=Plural.of("{count} colour", "{count} colours", len(found)))
    return tuple(found[c] for c in Colour)


# --- what is still in the decks ----------------------------------------------------------------------------
def actions_out(state: KiliaState) -> Counter[ActionCard]:
    """Every action card out of the deck: in the supply, set aside by a refresh, on the seats' boards."""
    out: Counter[ActionCard] = Counter(c for c in state.action_slots if c is not None)
    out.update(state.set_aside)
    for seat in state.seats:
        out.update(c for zone in seat.zones for c in zone if c is not None)
        out.update(c for stack in seat.merchants for c in stack)
        out.update(seat.skills)
        out.update(w.card for w in seat.warehouses)
    return out


def contracts_out(state: KiliaState) -> Counter[Contract]:
    out: Counter[Contract] = Counter(c for c in state.contract_slots if c is not None)
    for seat in state.seats:
        out.update(c for c in (*seat.contracts, *seat.fulfilled) if not c.start)
    return out


def check_action_in_deck(state: KiliaState, card: ActionCard) -> None:
    check_skill(card.skill)
    if card.skill != normal(card.skill):
        raise RuleError("Name an exchange's goods in the order salt, grain, brick, wood ({code})",
                        code=card_code(card))
    if state.components.action_cards is None:
        return
    box = action_list(state.components.action_cards)
    if actions_out(state)[card] >= box[card]:
        raise RuleError("The box holds {cards} {code} and all are out of the deck; check the card turned up",
                        cards=Plural.of("{count} card", "{count} cards", box[card]), code=card_code(card))


def check_contract_in_deck(state: KiliaState, contract: Contract) -> None:
    check_contract(contract)
    if state.components.contracts is None:
        return
    box = contract_list(state.components.contracts)
    if contracts_out(state)[contract] >= box[contract]:
        raise RuleError("The box holds {contracts} {code} and all are out of the deck; check the card turned up",
                        contracts=Plural.of("{count} contract", "{count} contracts", box[contract]),
                        code=contract_code(contract))


def deck_actions(state: KiliaState) -> list[ActionCard]:
    """The cards a reveal may turn up (the box's list minus those out), for the sampler; [] if unlisted."""
    if state.components.action_cards is None:
        return []
    left = action_list(state.components.action_cards) - actions_out(state)
    return sorted(left.elements(), key=card_code)


def deck_contracts(state: KiliaState) -> list[Contract]:
    if state.components.contracts is None:
        return []
    left = contract_list(state.components.contracts) - contracts_out(state)
    return sorted(left.elements(), key=contract_code)
