"""Resolution: who wins, where every ship goes, compensation and defensive rewards (R3.9, R3.10)."""

from __future__ import annotations

from typing import Any

from game import hooks
from game.board import ALLY, GATE, colonies, move, ships_on
from game.cards.catalog import ATTACK, MORPH, NEGOTIATE
from game.cards.kickers import kicked_compensation, kicked_value, kicker_of
from game.cards.rewards import crooked_compensation, take_compensation
from game.config import REWARDS_NONE
from game.core import Events, answer, ask, ask_choice, note, push, step, timing_order
from game.deck import answerable, draw, draw_rewards, reward_backs, take_random
from game.encounter_mods import need
from game.gains import compensate, gained
from game.hazards import deck as hazards
from game.moves import ERADICATED, LOSING, send_home
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import COMPENSATION, RESOLVED, REWARDS

SIDES = ("offense", "defense")


def side_parts(state: GameState, side: str) -> dict[str, Any]:
    """What makes up a side's total: its card's current value, its ships (by owner) and each ship's worth,
    and its bonus (reinforcements and the like)."""
    enc = state.enc
    n = state.n
    if side == "offense":
        value, bonus = enc.off_value, enc.off_bonus
        if enc.mods.kickers is not None:  # an attack's kicker multiplies it, after every other change
            value = kicked_value(state, state.offense, value, enc.off_kind)
        ships = {s: state.gate[s] for s in range(n) if state.gate[s]}
    else:
        value, bonus = enc.def_value, enc.def_bonus
        if enc.mods.kickers is not None:
            value = kicked_value(state, enc.defense, value, enc.def_kind)
        ships = {s: state.dally[s] for s in range(n) if state.dally[s]}
        if enc.target >= 0 and ships_on(state, enc.target, enc.defense):
            ships[enc.defense] = ships.get(enc.defense, 0) + ships_on(state, enc.target, enc.defense)
            tokens = hooks.token_ships(state, enc.defense, enc.target)
            if tokens:  # pseudo-ships defending with them (horde tokens)
                ships[enc.defense] += tokens
    # ships a power adds to a seat's (hired ships, stacks)
    for added, hired in ((enc.mods.extra_ships, True), (enc.mods.total_ships, False)):
        for key, count in (added or {}).items():
            if count and hooks.side_of(state, int(key)) == side:
                ships[int(key)] = ships.get(int(key), 0) + (extra_ships(state, int(key)) if hired else count)
    worth = (
        {s: hooks.ship_worth(state, s, "total") for s in ships}
        if state.any_alien
        else dict.fromkeys(ships, 1)
    )
    return {"value": value, "ships": ships, "worth": worth, "bonus": bonus}


def side_breakdown(state: GameState, side: str) -> dict[str, Any]:
    """A side's total and what makes it up, all public once the cards are revealed: ``card`` (the card's
    value as it now counts), ``kicker`` (the multiplier of a revealed kicker that applies, else None),
    ``value`` (the card after the kicker), ``ship_count`` and ``ships`` (what they add: each ship worth 1
    unless a power says otherwise), ``bonus`` (reinforcements and the like), ``powers`` (what powers and
    flares change after that) and ``total``."""
    parts = side_parts(state, side)
    enc = state.enc
    card = enc.off_value if side == "offense" else enc.def_value
    ships, base, total = _sums(state, side, parts)
    kicker = kicker_of(state, state.offense if side == "offense" else enc.defense)
    return {
        "card": card,
        "kicker": kicker if kicker is not None and side_kind(state, side) == ATTACK else None,
        "value": parts["value"],
        "ship_count": sum(parts["ships"].values()),
        "ships": ships,
        "bonus": parts["bonus"],
        "powers": total - base,
        "total": total,
    }


def side_kind(state: GameState, side: str) -> str:
    """What a side's card counts as now (attack, negotiate, morph ...; "" before the reveal)."""
    return state.enc.off_kind if side == "offense" else state.enc.def_kind


def _sums(state: GameState, side: str, parts: dict[str, Any]) -> tuple[int, int, int]:
    """What the side's ships add, its total before the powers' changes, and its total after them."""
    ships = sum(c * parts["worth"][s] for s, c in parts["ships"].items())
    base = parts["value"] + ships + parts["bonus"]
    # without powers or lasting techs' totals (techs_done), only registered total modifiers change a total
    hooked = state.any_alien or state.enc.mods.total_mods is not None or state.techs_done
    total = hooks.side_total(state, side, base, parts) if hooked else base
    return ships, base, total


def side_total(state: GameState, side: str) -> int:
    """A side's total: card value + ships (each worth 1 unless a power says otherwise) + bonus; then
    the powers' changes (``side_breakdown`` says what each part adds)."""
    return _sums(state, side, side_parts(state, side))[2]


def totals(state: GameState) -> tuple[int, int]:
    """(offense total, defense total)."""
    return side_total(state, "offense"), side_total(state, "defense")


def decided_breakdowns(state: GameState) -> dict[str, dict[str, Any]] | None:
    """The totals (with their parts) the encounter was decided on, once it was decided by them; else None."""
    decided: dict[str, dict[str, Any]] | None = state.enc.mods.decided
    return decided


def decide(state: GameState) -> str:
    """The outcome from the cards as they now count: offense, defense, deal or both_lose.

    Powers change it only through the encounter's modifiers: ``lower_wins`` (the lower total wins an
    attack-against-attack), ``winner`` (a side wins outright) and ``reversed`` (winner and loser swap,
    after everything else).
    """
    enc = state.enc
    mods = enc.mods
    ok, dk = enc.off_kind, enc.def_kind
    if mods.winner:
        result = str(mods.winner)
    elif ok == MORPH and dk == MORPH:
        result = "both_lose"
    elif ok == ATTACK and dk == ATTACK:
        off_total, def_total = totals(state)
        if mods.lower_wins:
            result = "offense" if off_total < def_total else "defense"
        else:
            result = "offense" if off_total > def_total else "defense"
    elif ok == ATTACK:
        result = "offense"
    elif dk == ATTACK:
        result = "defense"
    else:
        result = "deal"
    if mods.reversed and result in SIDES:
        result = "defense" if result == "offense" else "offense"
    return result


@step("resolution")
def resolution(state: GameState, ev: Events) -> None:
    """Decide the winner, give the Resolution window its chance, then settle."""
    hooks.phase_start(state, ev, "resolution")
    enc = state.enc
    if state.config.hazards:  # hazards in play that change what the revealed cards count as
        hazards.before_resolution(state, ev)
        if (enc.off_kind, enc.def_kind) == (ATTACK, ATTACK):  # and those that act on the totals
            hazards.totals_known(state, ev, *totals(state))
    outcome = decide(state)
    enc.outcome = outcome
    if outcome in SIDES:
        parts = {side: side_breakdown(state, side) for side in SIDES}
        enc.mods.decided = parts  # the screen keeps showing them after the ships have moved
        off_total, def_total = parts["offense"]["total"], parts["defense"]["total"]
        note(ev, "encounter_decided", winner=outcome, offense_total=off_total, defense_total=def_total)
        push(state, ("window", REWARDS, -1), ("settle",), ("window", RESOLVED, -1))
    elif outcome == "deal":
        note(ev, "encounter_decided", winner="deal")
        push(state, ("deal_start",), ("window", RESOLVED, -1))
    else:
        note(ev, "encounter_decided", winner="none")
        push(state, ("settle",), ("window", RESOLVED, -1))


@step("settle")
def settle(state: GameState, ev: Events) -> None:
    """Move every ship of the encounter and queue compensation and rewards.

    The winner can change in the Resolution window (a power that takes effect there), so it is read again.
    Losing ships go to the warp (or are eradicated, ``mods.eradicate``) before the winners land.
    A loser with a negotiate is compensated only if the winner's card is an attack (a power may make a
    negotiate win: FAQ C5).
    """
    enc = state.enc
    if enc.mods.conceded_to in SIDES and enc.outcome in SIDES:  # the loser let the other side win (T12)
        enc.outcome = str(enc.mods.conceded_to)
    off, dfn, target = state.offense, enc.defense, enc.target
    order = timing_order(state)
    kind = ERADICATED if enc.mods.eradicate else LOSING
    spared = enc.mods.spared or ()  # losers whose losses a power already chose
    steps: list[tuple[Any, ...]] = []
    if enc.outcome == "offense":
        if target >= 0 and dfn not in spared:  # a spared defense stays, coexisting with the offense
            steps.append(("to_warp", dfn, [[target, ships_on(state, target, dfn)]], kind))
        for s in order:
            if state.dally[s]:
                if s in spared:
                    steps.append(("return_ships", s, ALLY))
                else:
                    steps.append(("to_warp", s, [[ALLY, state.dally[s]]], kind))
        steps.append(("land",))
        if enc.def_kind == NEGOTIATE and enc.off_kind == ATTACK and not enc.no_rewards:
            steps.append(("compensation", dfn, off))
    elif enc.outcome == "defense":
        for s in order:
            if state.gate[s]:
                if s in spared:
                    steps.append(("return_ships", s, GATE))
                else:
                    steps.append(("to_warp", s, [[GATE, state.gate[s]]], kind))
        steps += gate_planet_losses(state, kind)
        if enc.off_kind == NEGOTIATE and enc.def_kind == ATTACK and not enc.no_rewards:
            steps.append(("compensation", off, dfn))
        for s in order:
            if state.dally[s]:
                count = (state.dally[s] + extra_ships(state, s)) * (
                    hooks.ship_worth(state, s, "rewards") if state.any_alien else 1
                )
                halved = s in (enc.mods.half_rewards or ())  # a power halves them (Pygmy Wild)
                count = count // 2 if halved else count
                steps.append(("return_ships", s, ALLY))
                if not enc.no_rewards and (count or not halved):
                    steps.append(("rewards", s, count))
    else:  # both_lose: every ship in the encounter goes to the warp (FAQ V4)
        if target >= 0:
            steps.append(("to_warp", dfn, [[target, ships_on(state, target, dfn)]], LOSING))
        for s in order:
            steps.append(("to_warp", s, [[GATE, state.gate[s]], [ALLY, state.dally[s]]], LOSING))
        steps += gate_planet_losses(state, LOSING)
    if enc.mods.doubled_losses is not None or enc.mods.added_losses is not None:  # a power makes losses grow
        warps = [i for i, st in enumerate(steps) if st[0] == "to_warp"]
        if warps:  # right after the losing ships, before the landing and compensation
            steps[warps[-1] + 1 : warps[-1] + 1] = more_losses(state, steps)
    push(state, *steps)


def more_losses(state: GameState, steps: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """The ships each loser of the encounter loses besides (``mods.doubled_losses``: as many again as
    ``steps`` send to the warp; ``mods.added_losses``: so many more), from outside the encounter and of
    its choice (FAQ S2), as losing ships: they count for compensation (FAQ: a doubled loss doubles it)."""
    mods = state.enc.mods
    doubled = mods.doubled_losses or []
    added = mods.added_losses or {}
    out: list[tuple[Any, ...]] = []
    for seat in timing_order(state):
        lost = 0
        kind = LOSING
        for st in steps:
            if st[0] == "to_warp" and st[1] == seat:
                lost += sum(int(pair[1]) for pair in st[2])
                kind = str(st[3])
        more = (lost if seat in doubled else 0) + int(added.get(str(seat), 0))
        if lost and more:
            out.append(("lose_ships", seat, more, "doubled", kind, -1, True))
    return out


def gate_planet_losses(state: GameState, kind: str) -> list[tuple[Any, ...]]:
    """A planet sent through the gate (``mods.gate_planet["planet"]``) fights on the offense's side:
    when that side loses, every ship on it goes to the warp as a losing ship."""
    planet = (state.enc.mods.gate_planet or {}).get("planet", -1)
    if planet < 0:
        return []
    spared = state.enc.mods.spared or ()
    return [
        ("to_warp", s, [[planet, ships_on(state, planet, s)]], kind)
        for s in timing_order(state)
        if ships_on(state, planet, s) and s not in spared
    ]


def extra_ships(state: GameState, seat: int) -> int:
    """Ships a power adds to ``seat``'s in the encounter (``mods.extra_ships``: Merchant's hired ships,
    each worth ``mods.extra_worth``, 1 by default): they count in its side's total, for defensive rewards
    and, lost with its ships, for compensation."""
    extra = state.enc.mods.extra_ships
    if not extra:
        return 0
    return int(extra.get(str(seat), 0)) * int((state.enc.mods.extra_worth or {}).get(str(seat), 1))


@step("land")
def land(state: GameState, ev: Events) -> None:
    """The offense and its allies land on the target planet: the encounter is a success. A power may send
    them home instead (``mods.no_landing``) or some of them to another planet (``mods.land_on``)."""
    enc = state.enc
    elsewhere = enc.mods.land_on or {}
    home: list[int] = []
    for s in timing_order(state):
        planet = -1 if enc.mods.no_landing else int(elsewhere.get(str(s), enc.target))
        if planet < 0:
            home.append(s)
        else:
            move(state, ev, s, GATE, planet, state.gate[s])
    if home:
        push(state, *send_home(state, home))
    enc.success = True


@step("compensation")
def compensation(state: GameState, ev: Events, taker: int, payer: int) -> None:
    """The loser with a negotiate takes one random card from the winner per ship it lost to the warp
    in this encounter (R3.10.4; ships saved on their way earn nothing), one more after a crooked deal."""
    enc = state.enc
    lost = enc.losing[taker] if enc.losing else 0
    if lost:
        lost += extra_ships(state, taker)  # its extra ships were lost with its ships
    count = lost * (hooks.ship_worth(state, taker, "compensation") if state.any_alien else 1)
    if not count:
        return
    if state.config.rewards != REWARDS_NONE:
        count = crooked_compensation(state, ev, taker, count)  # +1 first, then the kicker (FAQ)
        count = kicked_compensation(state, ev, taker, count)
        if not count:  # a kicker x0
            return
    if not state.any_alien and not answerable(state, COMPENSATION):  # a Wild may answer it (Hacker)
        cards = take_compensation(state, ev, taker, payer, count)
        if cards is not None:  # None: the taker is choosing the backs it takes (reward deck)
            compensate(state, ev, taker, payer, cards)
        return
    # Powers may change the terms in the COMPENSATION window: mods.compensation[str(taker)] holds
    # ``payer`` (who pays), ``count`` and ``chooser`` (a seat that picks the cards, -1: at random).
    if enc.mods.compensation is None:
        enc.mods.compensation = {}
    enc.mods.compensation[str(taker)] = {"payer": payer, "count": count, "chooser": -1}
    push(state, ("window", COMPENSATION, taker), ("pay_compensation", taker))


@step("pay_compensation")
def pay_compensation(state: GameState, ev: Events, taker: int) -> None:
    """Take the compensation on the terms the COMPENSATION window left (see ``compensation``)."""
    terms = need(state.enc.mods.compensation)[str(taker)]
    payer, chooser = terms["payer"], terms["chooser"]
    hand = state.hands[payer]
    count = min(terms["count"], len(hand))
    if chooser < 0 or count == len(hand):
        if chooser < 0:
            cards = take_compensation(state, ev, taker, payer, count)
        else:
            cards = take_random(state, payer, count)
        if cards is not None:  # None: the taker is choosing the backs it takes (reward deck)
            compensate(state, ev, taker, payer, cards)
        return
    spec = {"type": "compensation", "from": list(hand), "count": count, "owner": payer, "taker": taker}
    ask(state, chooser, CARDS, "compensation_pick", spec=spec)


@answer("compensation_pick")
def _on_compensation_pick(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    payer, taker = prompt.spec["owner"], prompt.spec["taker"]
    for c in action["cards"]:
        state.hands[payer].remove(c)
    compensate(state, ev, taker, payer, list(action["cards"]))


def reward_options(state: GameState, seat: int, count: int) -> list[dict[str, Any]]:
    """The ways ``seat`` may take ``count`` rewards: ``ships`` from the warp and ``cards``; at a reward-deck
    table also how many of the cards come from the reward deck (``reward``), declared before drawing
    (FAQ: all sources are named first). A ship reward lands on a colony; with none left, only cards are
    worth taking. Reward cards are offered only as far as the reward deck and its discard pile hold them."""
    most_ships = min(count, state.warp[seat]) if colonies(state, seat) else 0
    both = seat in (state.enc.mods.rewards_both or ())  # each reward a card and a ship (Lunatic Wild)
    if not reward_backs(state):
        return [
            {"type": "rewards", "ships": k, "cards": count if both else count - k}
            for k in range(most_ships, -1, -1)
        ]
    stock = len(state.reward_deck) + len(state.reward_discard)
    return [
        {"type": "rewards", "ships": k, "cards": count if both else count - k, "reward": r}
        for k in range(most_ships, -1, -1)
        for r in range(min(count if both else count - k, stock), -1, -1)
    ]


@step("rewards")
def rewards(state: GameState, ev: Events, seat: int, count: int) -> None:
    """A defensive ally of a winning defense declares how many rewards are ships and how many cards (and,
    with the reward deck, how many of those cards are reward cards)."""
    ask_choice(state, ev, seat, "rewards", reward_options(state, seat, count))


@answer("rewards")
def _on_rewards(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat = prompt.seat
    reward = int(action.get("reward", 0))
    if "reward" in action:
        note(ev, "rewards_declared", seat=seat, ships=action["ships"], cards=action["cards"], reward=reward)
    else:
        note(ev, "rewards_declared", seat=seat, ships=action["ships"], cards=action["cards"])
    if action["cards"]:
        drawn = draw(state, ev, seat, action["cards"] - reward) if action["cards"] > reward else []
        if reward:
            got = draw_rewards(state, ev, seat, reward)
            if len(got) < reward:  # the reward deck ran dry: the rest come from the cosmic deck
                drawn += draw(state, ev, seat, reward - len(got))
            drawn += got
        gained(state, seat, drawn)
    if action["ships"]:
        push(state, ("retrieve_from_warp", seat, action["ships"]))
