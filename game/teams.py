"""Team Cosmic (``GameConfig.teams``; docs/rules.md, "Team Cosmic"): who plays with whom, where they sit,
whose turn comes next, whom a player may meet or ally against, the team win and the gift of a colony.

The teams live in ``state.extra[TEAMS]`` (plain data, public):

- ``pairs``: ``[[a, b], ...]`` the teams of two, in the order they were dealt;
- ``odd``: the seat playing alone at an odd count (-1: none);
- ``seating``: the seats around the table clockwise, partners opposite each other; at an odd count one
  slot (``EMPTY``) is the unused planet opposite the odd player, which gives it an extra turn;
- ``at``: the place in ``seating`` of the turn being played (-1 before the first turn).

Nothing here runs at a table without teams, so such games draw and play exactly as before.
"""

from __future__ import annotations

from typing import Any

from game import rng
from game.board import GONE, colonies, move, ships_on, ships_on_colonies, system_planets
from game.cards.catalog import DESTINY, DESTINY_COLOUR
from game.config import COLOURS
from game.core import Events, answer, ask, ask_choice, note, step
from game.moves import place_ships
from game.prompts import SHIPS, Prompt
from game.state import GameState

TEAMS = "teams"  # state.extra key
EMPTY = -1  # the unused planet's slot in the seating (opposite the odd player)
GIFTING = "gifting"  # within state.extra[TEAMS] while a gift lands: [planet, receiver] (no gift back)


def data(state: GameState) -> dict[str, Any]:
    """The teams (see the module docstring)."""
    return state.extra[TEAMS]  # type: ignore[no-any-return]


def partner(state: GameState, seat: int) -> int:
    """``seat``'s partner, or -1 (no teams, the odd player, a seat that is no player)."""
    if not state.config.teams or seat < 0:
        return -1
    for a, b in data(state)["pairs"]:
        if seat == a:
            return int(b)
        if seat == b:
            return int(a)
    return -1


def partners(state: GameState, a: int, b: int) -> bool:
    """Are ``a`` and ``b`` partners (two different seats of one team)?"""
    return a >= 0 and b >= 0 and partner(state, a) == b


def form(state: GameState) -> None:
    """Set up the teams (the variant's setup): one destiny card of each player's colour is shuffled and
    dealt in twos, each two a team, one card left at an odd count (the odd player); partners sit opposite
    each other, the unused planet opposite the odd player; the cards go back and the destiny deck is
    shuffled again. Uses the game's generator: only a table with teams draws these."""
    seat_of = {COLOURS.index(s.colour): seat for seat, s in enumerate(state.config.seats)}
    cards = [  # the first destiny card of each colour at the table
        min(i for i, (kind, arg) in enumerate(DESTINY) if kind == DESTINY_COLOUR and int(arg) == colour)
        for colour in sorted(seat_of)
    ]
    state.rng = rng.shuffle(state.rng, cards)
    dealt = [seat_of[int(DESTINY[c][1])] for c in cards]
    pairs = [sorted(dealt[i : i + 2]) for i in range(0, len(dealt) - 1, 2)]
    odd = dealt[-1] if len(dealt) % 2 else -1
    state.extra[TEAMS] = {"pairs": pairs, "odd": odd, "seating": seating_for(pairs, odd), "at": -1}
    state.rng = rng.shuffle(state.rng, state.destiny_deck)  # the cards shuffled back


def seating_for(pairs: list[list[int]], odd: int) -> list[int]:
    """The seats clockwise with each pair opposite: with ``m`` places on each half, pair ``j`` sits at
    ``j`` and ``j + m``; the odd player at the end of the first half, the unused planet opposite it."""
    half = len(pairs) + (1 if odd >= 0 else 0)
    seating = [EMPTY] * (2 * half)
    for j, (a, b) in enumerate(pairs):
        seating[j], seating[j + half] = a, b
    if odd >= 0:
        seating[half - 1] = odd
    return seating


def next_offense(state: GameState, direction: int) -> int:
    """Whose turn comes after the offense's in the team seating (``direction`` 1 to the left, -1 to the
    right): reaching the empty slot opposite the odd player, the odd player takes an extra turn."""
    info = data(state)
    seating = info["seating"]
    at = int(info["at"])
    odd = int(info["odd"])
    if not (0 <= at < len(seating)) or (
        seating[at] != state.offense and not (seating[at] == EMPTY and state.offense == odd)
    ):
        at = seating.index(state.offense)  # a turn out of order (or the first): start from the offense
    at = (at + direction) % len(seating)
    info["at"] = at
    return odd if seating[at] == EMPTY else int(seating[at])


def extra_turn(state: GameState) -> bool:
    """Is the turn being played the odd player's extra turn (the unused planet's place)?"""
    info = data(state)
    at = int(info["at"])
    return 0 <= at < len(info["seating"]) and info["seating"][at] == EMPTY


# -- whom a player may meet ------------------------------------------------------------------------------


def may_meet(state: GameState, offense: int, defense: int) -> bool:
    """May ``offense`` have an encounter with ``defense``? Never with its partner."""
    return not partners(state, offense, defense)


def partner_system_targets(state: GameState) -> list[tuple[int, int]]:
    """After the partner's colour (or a card naming the partner): ``(player, planet)`` pairs the offense may
    attack instead, a colony of another player in its partner's home system, on a planet where the offense
    has no ships (as after its own colour)."""
    off = state.offense
    mate = partner(state, off)
    if mate < 0:
        return []
    out = []
    for planet in system_planets(state, mate):
        if ships_on(state, planet, off):
            continue
        for s in range(state.n):
            if s not in (off, mate) and ships_on(state, planet, s):
                out.append((s, planet))
    return out


def partner_colour_options(state: GameState) -> list[dict[str, Any]]:
    """The offense's choice after drawing its partner's colour: a foreign colony there, or draw again."""
    options: list[dict[str, Any]] = [
        {"type": "partner_colour", "choice": "encounter", "player": s, "planet": p}
        for s, p in partner_system_targets(state)
    ]
    options.append({"type": "partner_colour", "choice": "redraw"})
    return options


# -- allies ----------------------------------------------------------------------------------------------


def barred_side(state: GameState, seat: int) -> str | None:
    """The side ``seat`` may not ally with in this encounter: the one against its partner, when its
    partner is a main player."""
    mate = partner(state, seat)
    if mate < 0:
        return None
    if mate == state.offense:
        return "defense"
    if mate == state.enc.defense:
        return "offense"
    return None


def auto_invited(state: GameState, main: int, candidates: list[int]) -> list[int]:
    """Whom ``main`` invites without being asked: its partner, if it may ally."""
    mate = partner(state, main)
    return [mate] if mate in candidates else []


def invitable(state: GameState, main: int, candidates: list[int]) -> list[int]:
    """The candidates ``main`` may invite: not the other main player's partner (it may never ally against
    its partner)."""
    other = state.enc.defense if main == state.offense else state.offense
    mate = partner(state, other)
    return [s for s in candidates if s != mate]


# -- the win ---------------------------------------------------------------------------------------------


def team_winners(state: GameState, met: set[int], immediate: set[int]) -> list[int]:
    """Who wins when ``met`` have met their victory condition at this check (``immediate``: those whose win
    a power gives at once): a team when both partners have, the odd player alone; with
    ``team_immediate_win``, an immediate win wins for the team."""
    odd = int(data(state)["odd"])
    winners: set[int] = set()
    for seat in met:
        mate = partner(state, seat)
        if seat == odd or mate in met:
            winners.add(seat)
        elif state.config.team_immediate_win and seat in immediate and mate >= 0:
            winners.update((seat, mate))
    return sorted(winners)


# -- the gift of a colony --------------------------------------------------------------------------------


def gift_possible(state: GameState, seat: int, planet: int) -> bool:
    """May ``seat`` give its colony on ``planet`` to its partner? A foreign colony only, not in the
    partner's home system, where the partner has no ships, and the partner has ships on colonies to send."""
    mate = partner(state, seat)
    home = state.planet_home[planet]
    if mate < 0 or state.over or home in (seat, mate, GONE):
        return False
    if not ships_on(state, planet, seat) or ships_on(state, planet, mate):
        return False
    return any(loc != planet for loc, _ in ships_on_colonies(state, mate))


@step("team_gift")
def team_gift(state: GameState, ev: Events, seat: int, planet: int) -> None:
    """``seat`` has just gained a foreign colony on ``planet``: it may gift it to its partner."""
    if not gift_possible(state, seat, planet):
        return
    options = [{"type": "team_gift", "planet": planet, "gift": g} for g in (True, False)]
    ask_choice(state, ev, seat, "team_gift", options)


@answer("team_gift")
def _on_gift(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, planet = prompt.seat, int(action["planet"])
    if not action["gift"]:
        return
    mate = partner(state, seat)
    sources = [pair for pair in ships_on_colonies(state, mate) if pair[0] != planet]
    count = min(ships_on(state, planet, seat), sum(c for _, c in sources))
    note(ev, "colony_gifted", seat=seat, partner=mate, planet=planet)
    spec = {"type": "team_gift_ships", "planet": planet, "giver": seat, "sources": sources}
    ask(state, mate, SHIPS, "team_gift_ships", spec={**spec, "min": count, "max": count})


@answer("team_gift_ships")
def _on_gift_ships(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    """The partner's ships land on the gift first, then the giver's leave it for its other colonies (the
    warp, with none)."""
    mate, planet, giver = prompt.seat, int(prompt.spec["planet"]), int(prompt.spec["giver"])
    info = data(state)
    info[GIFTING] = [planet, mate]
    for loc, count in action["ships"]:
        move(state, ev, mate, loc, planet, count)
    del info[GIFTING]
    back = ships_on(state, planet, giver)
    targets = [p for p in colonies(state, giver) if p != planet]
    place_ships(state, ev, giver, planet, back, "return_ships", targets)


# -- what the table sees ---------------------------------------------------------------------------------


def public(state: GameState) -> dict[str, Any]:
    """The teams as everyone sees them (public: dealt face up)."""
    info = data(state)
    return {
        "pairs": [list(p) for p in info["pairs"]],
        "odd": int(info["odd"]),
        "seating": list(info["seating"]),
        "partner": [partner(state, s) for s in range(state.n)],
        "extra_turn": extra_turn(state),
    }
