"""Reading a seat's view: who is who in the encounter, ships on each side, how close each player is to a win.

Everything here is a pure function of a view (``view_for(state, seat)``); bots never see the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cards.catalog import (
    CARD_KIND,
    CARD_VALUE,
    COSMIC_IDS,
    IS_ENCOUNTER,
    LARGE_GROUP_IDS,
    MORPH,
    NEGOTIATE,
    REWARD_IDS,
)

View = dict[str, Any]
OFFENSE = "offense"
DEFENSE = "defense"


def aliens_of(view: View, seat: int) -> tuple[str, ...]:
    """The aliens ``seat`` is seen to hold: its first, then its further ones (the Multiple Powers
    variant); a sheet face down to the viewer is left out."""
    p = view["players"][seat]
    return tuple(a for a in (p["alien"], *p.get("more_aliens", ())) if a)


def win_target(view: View) -> int:
    """Foreign colonies needed to win: 4 at a four-planet table, else 5."""
    n = len(view["players"])
    return 4 if len(view["planets"]) == 4 * n else 5


def colonies_of(view: View, seat: int) -> int:
    """Foreign colonies of ``seat``."""
    return int(view["players"][seat]["foreign_colonies"])


def to_win(view: View, seat: int) -> int:
    """Foreign colonies ``seat`` still needs."""
    return win_target(view) - colonies_of(view, seat)


def leaders(view: View) -> list[int]:
    """Seats with the most foreign colonies."""
    best = max(p["foreign_colonies"] for p in view["players"])
    return [p["seat"] for p in view["players"] if p["foreign_colonies"] == best]


def role_of(view: View, seat: int) -> str:
    """``"offense"``, ``"defense"``, ``"offense_ally"``, ``"defense_ally"`` or ``""``."""
    enc = view["encounter"]
    if seat == view["offense"]:
        return OFFENSE
    if seat == enc["defense"]:
        return DEFENSE
    if seat in enc["offense_allies"]:
        return "offense_ally"
    if seat in enc["defense_allies"]:
        return "defense_ally"
    return ""


def side_of(view: View, seat: int) -> str:
    """The side ``seat`` is on (``"offense"``/``"defense"``), or ``""``."""
    role = role_of(view, seat)
    return role.removesuffix("_ally")


def main_of(view: View, side: str) -> int:
    """The main player of a side."""
    return int(view["offense"]) if side == OFFENSE else int(view["encounter"]["defense"])


def other_side(side: str) -> str:
    """The opposite side."""
    return DEFENSE if side == OFFENSE else OFFENSE


def side_seats(view: View, side: str) -> list[int]:
    """The main player and allies of a side."""
    enc = view["encounter"]
    allies = enc["offense_allies"] if side == OFFENSE else enc["defense_allies"]
    main = main_of(view, side)
    return [main, *allies] if main >= 0 else list(allies)


def side_ships(view: View, side: str) -> int:
    """Ships counting for a side now: the gate (offense and its allies) or the target planet's defender
    ships plus the defensive allies."""
    enc = view["encounter"]
    players = view["players"]
    if side == OFFENSE:
        return sum(players[s]["gate"] for s in side_seats(view, OFFENSE))
    target = enc["target"]
    d = enc["defense"]
    own = view["planets"][target]["ships"][d] if target is not None and target >= 0 and d >= 0 else 0
    return int(own) + sum(int(players[s]["ally_ships"]) for s in enc["defense_allies"])


@dataclass(frozen=True)
class Unknown:
    """The encounter cards a seat has not seen (deck, other hands): its model of an opponent's card."""

    attacks: tuple[int, ...]
    negotiates: int
    morphs: int

    @property
    def total(self) -> int:
        """How many encounter cards are unseen."""
        return len(self.attacks) + self.negotiates + self.morphs


def card_ids(view: View) -> tuple[int, ...]:
    """Every card of the table's decks (flares aside): the cosmic cards (with Cosmic Alliance's large-group
    cards when the table plays them, ``view["large_group_cards"]``), and the reward cards when the table
    plays with them (``view["rewards"]``: in the cosmic deck or in a reward deck of their own)."""
    cosmic = COSMIC_IDS + LARGE_GROUP_IDS if view.get("large_group_cards") else COSMIC_IDS
    return cosmic + REWARD_IDS if view.get("rewards", "none") != "none" else cosmic


def seen_cards(view: View, player: int) -> tuple[list[int], bool]:
    """Cards of ``player``'s hand a power showed the seat this encounter (the view's ``seen``), and
    whether they are that whole hand."""
    seen = view.get("seen") or {}
    whole = (seen.get("hands") or {}).get(str(player))
    if whole is not None:
        return [int(c) for c in whole], True
    part = (seen.get("cards") or {}).get(str(player))
    return ([int(c) for c in part], False) if part else ([], False)


def known_cards(view: View) -> set[int]:
    """Cards the seat knows the place of: its hand, both discard piles, the table, and cards of other hands
    a power showed it."""
    out = set(view["discard"]) | set(view.get("reward_discard") or []) | set(view["hand"] or [])
    out |= set(view["encounter"]["in_play"])
    seen = view.get("seen") or {}
    for group in (seen.get("hands") or {}, seen.get("cards") or {}):
        for cards in group.values():
            out.update(int(c) for c in cards)
    return out


def unseen_cards(view: View) -> list[int]:
    """Cards (flares aside) whose place the seat does not know: the deck, the other hands."""
    known = known_cards(view)
    return [c for c in card_ids(view) if c not in known]


def unknown_encounter_cards(view: View) -> Unknown:
    """Encounter cards whose place the seat does not know (not in its hand, on a discard pile, on the table,
    or in a hand a power showed it); reward cards too at a table that plays with them."""
    seen = known_cards(view)
    attacks: list[int] = []
    negotiates = morphs = 0
    for c in card_ids(view):
        if c in seen or not IS_ENCOUNTER[c]:
            continue
        if CARD_KIND[c] == NEGOTIATE:
            negotiates += 1
        elif CARD_KIND[c] == MORPH:
            morphs += 1
        else:
            attacks.append(CARD_VALUE[c])
    if not attacks and not negotiates and not morphs:
        attacks = [8]
    return Unknown(tuple(sorted(attacks)), negotiates, morphs)


def ship_surplus(view: View, seat: int) -> list[tuple[int, int]]:
    """``(planet, ships)`` for each colony of ``seat``, most ships first."""
    out = [(p["planet"], p["ships"][seat]) for p in view["planets"] if p["ships"][seat]]
    out.sort(key=lambda pc: -pc[1])
    return out


def is_home(view: View, planet: int, seat: int) -> bool:
    """Is ``planet`` in ``seat``'s home system?"""
    return bool(view["planets"][planet]["system"] == seat)


def expected_card(view: View, player: int) -> float:
    """The attack value ``player`` may be expected to play as a main player: the best of its hand if it is
    the seat's own or a power showed the seat that whole hand this encounter (a morph counts as an average
    unseen attack, a hand of negotiates as 0); else the expected best of about half its hand drawn from the
    unseen attacks."""
    unknown = unknown_encounter_cards(view)
    attacks = sorted(unknown.attacks)
    average = sum(attacks) / len(attacks) if attacks else 8.0
    if player == view.get("seat") and view.get("hand") is not None:
        cards, whole = [int(c) for c in view["hand"]], True
    else:
        cards, whole = seen_cards(view, player)
    fighters = [c for c in cards if IS_ENCOUNTER[c] and CARD_KIND[c] != NEGOTIATE]
    if whole and any(IS_ENCOUNTER[c] for c in cards):
        return max(
            (float(CARD_VALUE[c]) if CARD_KIND[c] != MORPH else average for c in fighters), default=0.0
        )
    m = max(1, round(int(view["players"][player]["hand_size"]) * 0.5))
    n = len(attacks)
    # E[max of m draws with replacement]: sum over the sorted values of value * P(it is the max)
    return sum(v * (((i + 1) / n) ** m - (i / n) ** m) for i, v in enumerate(attacks)) if n else average


def totals(view: View) -> tuple[int, int] | None:
    """Offense and defense totals after the reveal (cards, ships, bonuses), or None before it."""
    enc = view["encounter"]
    if enc["offense_value"] is None:
        return None
    off = int(enc["offense_value"]) + int(enc["offense_bonus"]) + side_ships(view, OFFENSE)
    de = int(enc["defense_value"]) + int(enc["defense_bonus"]) + side_ships(view, DEFENSE)
    return off, de
