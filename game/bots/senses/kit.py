"""Helpers the per-alien senses share: reading the seat's view for who is a threat, what a loss or a
flare is, how many ships a seat still has on the board. Pure functions of a view, like ``situation``."""

from __future__ import annotations

from typing import Any

from game.bots.senses.registry import NEW_HAND
from game.bots.situation import (
    OFFENSE,
    View,
    aliens_of,
    colonies_of,
    is_home,
    main_of,
    other_side,
    side_of,
    side_ships,
    to_win,
)
from game.bots.team_sense import not_partner, partner_of
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, FLARE, MORPH, NEGOTIATE
from game.hooks import POWERS

Option = dict[str, Any]
MASOCHIST_CLOSE = 6  # a Masochist with this many ships or fewer left on the board plays to lose them


def card_strength(card: int) -> float:
    """A rough worth of an encounter card to play: an attack its value, a morph and a negotiate middling
    (12 and 9), anything else below them all."""
    kind = CARD_KIND[card]
    if kind == ATTACK:
        return float(CARD_VALUE[card])
    if kind == MORPH:
        return 12.0
    return 9.0 if kind == NEGOTIATE else -1.0


def my_card(view: View) -> int | None:
    """The seat's own encounter card this encounter, if it chose one."""
    card = view.get("my_card")
    return int(card) if card is not None else None


def pick_target(view: View, seat: int, players: list[int], friendly: bool = False) -> int:
    """A player to aim a power at: the strongest rival (my opponent on a tie), or for a gift the weakest
    player who is not close to winning. At a Team Cosmic table a gift goes to the partner and harm to
    anyone else when it can."""
    mate = partner_of(view, seat)
    if friendly:
        if mate in players:
            return mate
        return min(players, key=lambda s: (colonies_of(view, s), s))
    players = not_partner(view, seat, players)
    side = side_of(view, seat)
    opponent = main_of(view, other_side(side)) if side else -1
    return max(players, key=lambda s: (colonies_of(view, s), s == opponent, -s))


def side_behind(view: View, seat: int) -> bool:
    """After the reveal: is the seat's side behind on totals (or tied as the offense)?"""
    enc = view["encounter"]
    side = side_of(view, seat)
    if not side or enc["offense_value"] is None:
        return False
    off = int(enc["offense_value"]) + int(enc["offense_bonus"]) + side_ships(view, OFFENSE)
    de = int(enc["defense_value"]) + int(enc["defense_bonus"]) + side_ships(view, "defense")
    return off <= de if side == OFFENSE else de < off


def has_power(view: View, seat: int, alien: str) -> bool:
    """Does ``seat`` hold ``alien``'s power (one of its own aliens or a Reincarnator incarnation), working:
    not lost (or kept without home colonies, Masochist) and not zapped (with several powers each, that
    alien not zapped)?"""
    p = view["players"][seat]
    own = p["alien"]
    more = p.get("more_aliens") or []
    sheet = alien if alien in more else own  # whose sheet says whether it is kept without home colonies
    power = POWERS.get(sheet) if sheet else None
    zapped = alien in p.get("zapped_aliens", ()) if more else p["zapped"]
    if zapped or not (p["power_on"] or (power is not None and power.keeps_power)):
        return False
    return bool(own == alien or alien in more or (p.get("alien_info") or {}).get("incarnation") == alien)


def alien_info(view: View, seat: int) -> dict[str, Any]:
    """What the table sees on ``seat``'s alien sheets (tokens, citadels ...): its first and, with several
    powers each, its further ones."""
    p = view["players"][seat]
    out = dict(p.get("alien_info") or {})
    for info in p.get("more_info") or ():
        out.update(info)
    return out


def ships_on_board(view: View, seat: int) -> int:
    """``seat``'s ships outside the warp and not out of the game: colonies, gate, beside the planet."""
    p = view["players"][seat]
    return sum(int(pl["ships"][seat]) for pl in view["planets"]) + int(p["gate"]) + int(p["ally_ships"])


def masochist_close(view: View, seat: int) -> bool:
    """Is ``seat`` a Masochist close to its own win (few ships left on the board)? It then wants ships
    gone, not saved."""
    return has_power(view, seat, "Masochist") and ships_on_board(view, seat) <= MASOCHIST_CLOSE


def near_win(view: View, seat: int) -> bool:
    """Is ``seat`` one colony (or less) from victory, or close to a win of its own alien's (Tick-Tock's
    last token, a Masochist with almost no ships left)?"""
    if to_win(view, seat) <= 1:
        return True
    if has_power(view, seat, "Tick-Tock") and 0 <= int(alien_info(view, seat).get("tokens", -1)) <= 1:
        return True
    return has_power(view, seat, "Masochist") and ships_on_board(view, seat) <= 2


def best_rival(view: View, seat: int) -> int:
    """The other player with the most foreign colonies (-1 if none)."""
    others = [s for s in range(len(view["players"])) if s != seat]
    return max(others, key=lambda s: (colonies_of(view, s), -s)) if others else -1


def rival_weight(view: View, seat: int, other: int) -> float:
    """How much a gain of ``other``'s hurts ``seat`` (0: it is the seat itself; more for the leaders,
    most for a player about to win)."""
    if other == seat:
        return 0.0
    if near_win(view, other):
        return 10.0
    theirs = colonies_of(view, other)
    top = max(colonies_of(view, s) for s in range(len(view["players"])))
    weight = 0.5 + 0.25 * max(0, theirs - colonies_of(view, seat))
    return weight + (0.25 if theirs == top else 0.0)


def other_flares(view: View, card: int) -> int:
    """Flares in the seat's hand besides ``card`` (one flare a player per encounter: they compete)."""
    return sum(1 for c in view["hand"] or [] if c != card and CARD_KIND[c] == FLARE)


def loss(view: View, index: Any) -> dict[str, Any] | None:
    """Loss record ``index`` of this encounter (public: ``modifiers["losses"]``)."""
    losses = view["encounter"]["modifiers"].get("losses") or []
    return dict(losses[index]) if isinstance(index, int) and 0 <= index < len(losses) else None


def loss_count(record: dict[str, Any]) -> int:
    """Ships a loss record sent (or is sending) to the warp or out of the game."""
    arrived = int(record.get("warped", 0)) + int(record.get("removed", 0))
    return arrived or sum(int(c) for _, c in record.get("sources", ()))


def spare_colony_ships(view: View, seat: int) -> int:
    """Ships of ``seat`` that could leave its colonies without emptying one."""
    return sum(max(0, int(p["ships"][seat]) - 1) for p in view["planets"])


def can_aim(view: View, seat: int, planet: int) -> bool:
    """May the seat, as the offense, aim at ``planet``: no colony of its own there, or its home system."""
    return is_home(view, planet, seat) or not view["planets"][planet]["ships"][seat]


def yes(options: list[Option], key: str, value: Any) -> Option:
    """The option whose ``key`` is ``value`` (else the first)."""
    return next((o for o in options if o.get(key) == value), options[0])


def new_hand_cost(view: View, seat: int, drawer: int) -> float:
    """What it costs ``seat`` that ``drawer`` draws a new hand, by the aliens the table shows
    (``registry.NEW_HAND``: Relic's free colony), in colonies' worth."""
    total = 0.0
    for owner in range(len(view["players"])):
        for alien in aliens_of(view, owner):
            cost = NEW_HAND.get(alien)
            if cost is not None:
                total += cost(view, seat, owner, drawer)
    return total
