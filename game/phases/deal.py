"""Deals: negotiate against negotiate (R3.10.5, FAQ D1-D5).

Allies go home. Then the main players take turns, the offense first: each may propose terms, accept the
other's standing offer, or give up. Terms say what each side gives: named cards from the proposer's own hand,
a number of further cards of the giver's choice (optionally of one type), and at most one colony (a planet
where the giver has a colony and the receiver has none). At least one card or colony must change hands.
Terms are table talk, so they are public. Accepting is legal only if the acceptor can deliver its side.
A failed deal (refusal, Quash, or the table's timer) costs each main player three ships.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.board import GATE, colonies, movable_ships, move, ships_on
from game.cards.catalog import CARD_KIND, CARD_TYPES
from game.cards.kickers import kicked_deal_losses
from game.cards.rewards import crooked_deal_losses
from game.config import REWARDS_NONE
from game.core import Events, answer, ask, note, push, step, timing_order
from game.errors import IllegalAction
from game.moves import send_home
from game.prompts import CARDS, DEAL, SHIPS, Prompt
from game.state import GameState
from game.validate import CUSTOM
from game.windows import DEAL_FAILED, DEAL_MADE

SIDES = ("offense", "defense")
MAX_COLONY_SHIPS = 4
FAILED_DEAL_LOSS = 3


@dataclass(frozen=True)
class DealTerm:
    """An extra deal term: a use of a power that the power lets its owner trade (FAQ D3). A side's terms
    may then carry ``key: amount`` (what that side's giver does for the receiver)."""

    key: str
    limit: Callable[[GameState, int, int], int]  # most ``giver`` may promise ``receiver`` now (0: not at all)
    step: str  # carried out as the step ``(step, giver, receiver, amount)`` once the deal is made


DEAL_TERMS: dict[str, DealTerm] = {}


def deal_term(key: str, limit: Callable[[GameState, int, int], int], step_name: str) -> None:
    """Register an extra deal term (from the module of the power that allows it)."""
    DEAL_TERMS[key] = DealTerm(key, limit, step_name)


def _extra_terms(state: GameState, giver: int, receiver: int) -> dict[str, int]:
    """The extra terms ``giver`` could promise ``receiver`` now, with their limits."""
    out = {}
    for key, term in DEAL_TERMS.items():
        most = term.limit(state, giver, receiver)
        if most > 0:
            out[key] = most
    return out


def _role(state: GameState, seat: int) -> str:
    return "offense" if seat == state.offense else "defense"


def _other(state: GameState, seat: int) -> int:
    return state.enc.defense if seat == state.offense else state.offense


def can_receive(state: GameState, seat: int) -> bool:
    """A colony can be granted only to a player with a ship outside the warp to put there."""
    return bool(state.gate[seat]) or bool(colonies(state, seat))


def grantable(state: GameState, giver: int, receiver: int) -> list[int]:
    """Planets where ``giver`` may let ``receiver`` found a colony."""
    if not can_receive(state, receiver):
        return []
    return [p for p in colonies(state, giver) if not ships_on(state, p, receiver)]


def matching(hand: list[int], kind: str | None, exclude: list[int]) -> list[int]:
    """Cards in ``hand`` of ``kind`` (any type if None), leaving out ``exclude``."""
    return [c for c in hand if c not in exclude and (kind is None or CARD_KIND[c] == kind)]


def deliverable(state: GameState, seat: int, side: dict[str, Any]) -> bool:
    """Can ``seat`` hand over what ``side`` promises?"""
    hand = state.hands[seat]
    if any(c not in hand for c in side["cards"]):
        return False
    if len(matching(hand, side["kind"], side["cards"])) < side["count"]:
        return False
    for key, term in DEAL_TERMS.items():
        if side.get(key, 0) > term.limit(state, seat, _other(state, seat)):
            return False
    colony = side["colony"]
    return colony is None or colony in grantable(state, seat, _other(state, seat))


@step("deal_start")
def deal_start(state: GameState, ev: Events) -> None:
    """Allies go home with nothing; the offense speaks first."""
    enc = state.enc
    steps = send_home(state, [s for s in timing_order(state) if s not in (state.offense, enc.defense)])
    enc.off_allies = enc.def_allies = 0
    enc.deal = {"offer": None, "by": -1, "turn": state.offense, "quashed": False, "offers": 0}
    push(state, *steps, ("deal_ask",))


def deal_spec(state: GameState, seat: int) -> dict[str, Any]:
    """What the seat whose turn it is may do in the deal."""
    deal = state.enc.deal
    assert deal is not None
    other = _other(state, seat)
    offer = deal["offer"] if deal["by"] == other else None
    can_accept = (
        offer is not None
        and deliverable(state, seat, offer[_role(state, seat)])
        and deliverable(state, other, offer[_role(state, other)])
    )
    spec = {
        "role": _role(state, seat),
        "other": other,
        "offer": offer,
        "can_accept": can_accept,
        "my_cards": list(state.hands[seat]),
        "other_hand": len(state.hands[other]),
        "give_colonies": grantable(state, seat, other),
        "get_colonies": grantable(state, other, seat),
        "kinds": list(CARD_TYPES),
        "timer": state.config.deal_timer,
    }
    if DEAL_TERMS and state.any_alien:  # extra terms a power allows: {key: most}, each way
        give, get = _extra_terms(state, seat, other), _extra_terms(state, other, seat)
        if give or get:
            spec["give_terms"], spec["get_terms"] = give, get
    return spec


@step("deal_ask")
def deal_ask(state: GameState, ev: Events) -> None:
    """Ask the main player whose turn it is in the negotiation."""
    deal = state.enc.deal
    assert deal is not None
    ask(state, deal["turn"], DEAL, "deal", spec=deal_spec(state, deal["turn"]))


def _check_side(raw: Any, what: str) -> dict[str, Any]:
    if not isinstance(raw, dict) or set(raw) - {"cards", "count", "kind", "colony", *DEAL_TERMS}:
        raise IllegalAction("malformed", f"{what} must be a map of cards, count, kind, colony")
    extra = {}
    for key in DEAL_TERMS:
        amount = raw.get(key, 0)
        if not isinstance(amount, int) or isinstance(amount, bool) or not 0 <= amount <= 200:
            raise IllegalAction("malformed", f"{what}.{key} must be a small non-negative number")
        if amount:
            extra[key] = amount
    cards = raw.get("cards", [])
    count = raw.get("count", 0)
    kind = raw.get("kind")
    colony = raw.get("colony")
    if not isinstance(cards, list) or not all(isinstance(c, int) and not isinstance(c, bool) for c in cards):
        raise IllegalAction("malformed", f"{what}.cards must be a list of card ids")
    if len(set(cards)) != len(cards):
        raise IllegalAction("malformed", f"{what}.cards names a card twice")
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 200:
        raise IllegalAction("malformed", f"{what}.count must be a small non-negative number")
    if kind is not None and kind not in CARD_TYPES:
        raise IllegalAction("malformed", f"{what}.kind must be one of {', '.join(CARD_TYPES)} or null")
    if colony is not None and (not isinstance(colony, int) or isinstance(colony, bool)):
        raise IllegalAction("malformed", f"{what}.colony must be a planet number or null")
    return {"cards": sorted(cards), "count": count, "kind": kind, "colony": colony, **extra}


def check_deal_answer(state: GameState, prompt: Prompt, body: dict[str, Any]) -> dict[str, Any]:
    """Validate a deal answer against the negotiation as it stands."""
    spec = prompt.spec
    kind = body.get("type")
    if kind == "deal_fail" and set(body) == {"type"}:
        return {"type": "deal_fail"}
    if kind == "deal_accept" and set(body) == {"type"}:
        if not spec["can_accept"]:
            raise IllegalAction("illegal_choice", "there is no offer you can accept")
        return {"type": "deal_accept"}
    if kind != "deal_propose" or set(body) != {"type", "terms"}:
        raise IllegalAction("malformed", "answer deal_propose with terms, deal_accept or deal_fail")
    terms = body["terms"]
    if not isinstance(terms, dict) or set(terms) != set(SIDES):
        raise IllegalAction("malformed", "terms must have an offense part and a defense part")
    me, them = spec["role"], ("defense" if spec["role"] == "offense" else "offense")
    mine = _check_side(terms[me], me)
    theirs = _check_side(terms[them], them)
    if theirs["cards"]:
        raise IllegalAction("illegal_choice", "you can name only cards from your own hand")
    hand = state.hands[prompt.seat]
    if any(c not in hand for c in mine["cards"]):
        raise IllegalAction("illegal_choice", "you can only offer cards you hold")
    if len(matching(hand, mine["kind"], mine["cards"])) < mine["count"]:
        raise IllegalAction("illegal_choice", "you do not hold that many such cards")
    if theirs["count"] > spec["other_hand"]:
        raise IllegalAction("illegal_choice", "the other player does not hold that many cards")
    if mine["colony"] is not None and mine["colony"] not in spec["give_colonies"]:
        raise IllegalAction("illegal_choice", "you cannot grant a colony on that planet")
    if theirs["colony"] is not None and theirs["colony"] not in spec["get_colonies"]:
        raise IllegalAction("illegal_choice", "the other player cannot grant a colony on that planet")
    other = spec["other"]
    for side, giver, receiver in ((mine, prompt.seat, other), (theirs, other, prompt.seat)):
        for key, term in DEAL_TERMS.items():
            if side.get(key, 0) > term.limit(state, giver, receiver):
                raise IllegalAction("illegal_choice", f"{key}: that player cannot promise that much")
    moved = any(s["cards"] or s["count"] or s["colony"] is not None for s in (mine, theirs))
    if not moved:
        raise IllegalAction("illegal_choice", "a deal must move at least one card or colony")
    return {"type": "deal_propose", "terms": {me: mine, them: theirs}}


CUSTOM[DEAL] = check_deal_answer


@answer("deal")
def _on_deal(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    deal = state.enc.deal
    assert deal is not None
    seat = prompt.seat
    kind = action["type"]
    if kind == "deal_propose":
        deal["offer"] = action["terms"]
        deal["by"] = seat
        deal["offers"] += 1
        deal["turn"] = _other(state, seat)
        note(ev, "deal_offered", seat=seat, terms=action["terms"])
        push(state, ("deal_ask",))
    elif kind == "deal_accept":
        note(ev, "deal_accepted", seat=seat, terms=deal["offer"])
        push(state, ("window", DEAL_MADE, -1), ("deal_execute",))
    else:
        note(ev, "deal_refused", seat=seat)
        push(state, ("deal_failed",))


def timeout(state: GameState, ev: Events) -> None:
    """The table's clock ran out: the deal fails."""
    state.prompts = [p for p in state.prompts if p.ctx != "deal"]
    note(ev, "deal_timed_out")
    push(state, ("deal_failed",))


@step("deal_failed")
def deal_failed(state: GameState, ev: Events) -> None:
    """The deal failed: the DEAL_FAILED window (powers that change the penalty), then the penalty."""
    enc = state.enc
    enc.outcome = "failed_deal"
    enc.success = False
    note(ev, "deal_failed")
    push(state, ("window", DEAL_FAILED, -1), ("deal_penalty",))


@step("deal_penalty")
def deal_penalty(state: GameState, ev: Events) -> None:
    """Each main player loses three ships of its choice; the offense's gate empties home (R3.10.5.6).
    A power may have changed a seat's penalty; a crooked deal then shifts it by one (FAQ: the crooked
    deal's adjustment comes before any multiplication)."""
    enc = state.enc
    loss = enc.mods.deal_loss or {}  # a power may change a seat's penalty: {"seat": ships}
    off, dfn = state.offense, enc.defense
    losses = {s: int(loss.get(str(s), FAILED_DEAL_LOSS)) for s in (off, dfn)}
    if state.config.rewards != REWARDS_NONE:
        losses = crooked_deal_losses(state, ev, losses)  # the crooked deal's shift first, then kickers
        losses = kicked_deal_losses(state, ev, losses)
    if enc.mods.doubled_losses is not None or enc.mods.added_losses is not None:  # a power makes losses grow
        doubled, added = enc.mods.doubled_losses or [], enc.mods.added_losses or {}
        losses = {s: n * (2 if s in doubled else 1) + int(added.get(str(s), 0)) for s, n in losses.items()}
    push(
        state,
        ("lose_ships", off, losses[off], "failed_deal"),
        ("lose_ships", dfn, losses[dfn], "failed_deal"),
        ("return_ships", off, GATE),
    )


@step("deal_execute")
def deal_execute(state: GameState, ev: Events) -> None:
    """Unless quashed, each giver picks the unnamed cards it owes (at the same time), then all transfers."""
    deal = state.enc.deal
    assert deal is not None
    if deal["quashed"]:
        push(state, ("deal_failed",))
        return
    terms = deal["offer"]
    for seat in (state.offense, state.enc.defense):
        if not deliverable(state, seat, terms[_role(state, seat)]):
            # e.g. a dealer's hand changed in the Quash window: terms that cannot be met fail the deal
            note(ev, "deal_undeliverable", seat=seat)
            push(state, ("deal_failed",))
            return
    deal["chosen"] = {}
    state.answers = {}
    for seat in (state.offense, state.enc.defense):
        side = deal["offer"][_role(state, seat)]
        if not side["count"]:
            continue
        pool = matching(state.hands[seat], side["kind"], side["cards"])
        if len(pool) == side["count"]:
            deal["chosen"][_role(state, seat)] = pool
        else:
            ask(
                state,
                seat,
                CARDS,
                "deal_cards",
                spec={"type": "deal_cards", "count": side["count"], "from": pool},
            )
    push(state, ("deal_transfer",))


@answer("deal_cards")
def _on_deal_cards(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    deal = state.enc.deal
    assert deal is not None
    deal["chosen"][_role(state, prompt.seat)] = action["cards"]


@step("deal_transfer")
def deal_transfer(state: GameState, ev: Events) -> None:
    """Cards change hands together; then each receiver of a colony lands ships on it."""
    enc = state.enc
    deal = enc.deal
    assert deal is not None
    terms = deal["offer"]
    moves = []
    for giver in (state.offense, enc.defense):
        role = _role(state, giver)
        cards = list(terms[role]["cards"]) + list(deal["chosen"].get(role, []))
        moves.append((giver, _other(state, giver), cards))
    for giver, receiver, cards in moves:
        for c in cards:
            state.hands[giver].remove(c)
        state.hands[receiver].extend(cards)
        if cards:
            note(ev, "cards_given", giver=giver, receiver=receiver, count=len(cards))
            note(ev, "cards_given_ids", to=(giver, receiver), giver=giver, receiver=receiver, cards=cards)
    enc.outcome = "deal"
    enc.success = True
    steps: list[tuple[Any, ...]] = []
    for giver in (state.offense, enc.defense):
        planet = terms[_role(state, giver)]["colony"]
        if planet is not None:
            steps.append(("deal_colony", _other(state, giver), planet))
        for key, term in DEAL_TERMS.items():
            amount = terms[_role(state, giver)].get(key, 0)
            if amount:
                steps.append((term.step, giver, _other(state, giver), amount))
    steps.append(("return_ships", state.offense, GATE))
    note(ev, "deal_made")
    push(state, *steps)


@step("deal_colony")
def deal_colony(state: GameState, ev: Events, seat: int, planet: int) -> None:
    """The receiver puts 1 to 4 of its ships that are not in the warp on the granted planet."""
    sources = movable_ships(state, seat, exclude=planet)
    if not sources:
        note(ev, "colony_unfounded", seat=seat, planet=planet)
        return
    ask(
        state,
        seat,
        SHIPS,
        "deal_colony",
        spec={"type": "colony", "planet": planet, "sources": sources, "min": 1, "max": MAX_COLONY_SHIPS},
    )


@answer("deal_colony")
def _on_deal_colony(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    planet = prompt.spec["planet"]
    for loc, count in action["ships"]:
        move(state, ev, prompt.seat, loc, planet, count)
    note(ev, "colony_granted", seat=prompt.seat, planet=planet)
