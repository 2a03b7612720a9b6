"""Play windows: which artifact, reinforcement, flare or power use to play now, if any.

Each option of a ``window`` prompt gets a score; the best one is played if its score is positive,
otherwise the bot passes. Cards are saved for moments that matter: a zap against the side the bot opposes,
a reinforcement that turns the result, Mobius Tubes with many ships in the warp, Plague on a leader, a rift
that frees more of the bot's own ships than of its rivals' (``rewards.rift_score``), the reward deck's Hand
Zap, Finder and Space Junk when they bring more than they are worth kept (``rewards``), a tech when it
turns the encounter or brings something now (``techs.tech_score``).
"""

from __future__ import annotations

from typing import Any

from game.bots.alien_sense import flare_score, power_score
from game.bots.rewards import finder_score, hand_zap_score, rift_score, space_junk_score
from game.bots.situation import (
    DEFENSE,
    OFFENSE,
    View,
    colonies_of,
    leaders,
    other_side,
    side_of,
    to_win,
    totals,
)
from game.bots.techs import tech_score
from game.cards.catalog import (
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    CARD_ZAP,
    COSMIC_ZAP,
    EMOTION_CONTROL,
    FINDER,
    FLARE,
    FORCE_FIELD,
    HAND_ZAP,
    IONIC_GAS,
    MOBIUS_TUBES,
    PLAGUE,
    QUASH,
    REINFORCEMENT,
    RIFT,
    SPACE_JUNK,
)

Option = dict[str, Any]


def _side_wins(view: View, side: str) -> bool | None:
    t = totals(view)
    if t is None:
        return None
    enc = view["encounter"]
    if "negotiate" in (enc["offense_as"], enc["defense_as"]):
        return None
    off, de = t
    return off > de if side == OFFENSE else de >= off


def _play_of(view: View, play_id: int) -> dict[str, Any] | None:
    for p in view["encounter"]["plays"]:
        if p.get("id") == play_id:
            return dict(p)
    return None


def _hostile(view: View, seat: int, other: int) -> bool:
    """Is ``other`` against the seat in this encounter, or a player about to win?"""
    if other == seat:
        return False
    mine, theirs = side_of(view, seat), side_of(view, other)
    if mine and theirs and mine != theirs:
        return True
    return to_win(view, other) <= 1


def _zap(view: View, seat: int, option: Option) -> float:
    play = _play_of(view, int(option["play"]))
    if play is None:
        return -1.0
    return 2.0 if _hostile(view, seat, int(play["seat"])) else -1.0


def _reinforce(view: View, seat: int, option: Option) -> float:
    side = option.get("side")
    mine = side_of(view, seat)
    t = totals(view)
    if not mine or side != mine or t is None:
        return -1.0
    off, de = t
    gap = (de - off + 1) if side == OFFENSE else (off - de)  # what the side needs to win
    if gap <= 0:
        return -1.0
    return 3.0 if gap <= CARD_VALUE[option["card"]] else -1.0


def _artifact(view: View, seat: int, option: Option) -> float:
    name = CARD_NAME[option["card"]]
    enc = view["encounter"]
    mine = side_of(view, seat)
    if name in (CARD_ZAP, COSMIC_ZAP) and "play" in option:
        return _zap(view, seat, option)
    if name == MOBIUS_TUBES:
        return 2.0 if view["players"][seat]["warp"] >= 5 else -1.0
    if name == HAND_ZAP:
        return hand_zap_score(view, seat, option)
    if name == FINDER:
        return finder_score(view, seat, option)
    if name == SPACE_JUNK:
        return space_junk_score(view, seat, option)
    if name == PLAGUE:
        target = int(option.get("target", -1))
        if target == seat or target < 0:
            return -1.0
        best = leaders(view)
        if target in best and colonies_of(view, target) >= 3:
            return 1.0 + colonies_of(view, target)
        return -1.0
    if name == FORCE_FIELD:
        if not mine:
            return -1.0
        allies = option.get("allies", [])
        theirs = set(enc["offense_allies"] if mine == DEFENSE else enc["defense_allies"])
        if allies and set(allies) == theirs:
            return 1.0 + len(allies)
        return -1.0
    if name == EMOTION_CONTROL:
        return 1.5 if mine and _side_wins(view, mine) is False else -1.0
    if name == IONIC_GAS:
        winner = enc.get("outcome")
        if mine and winner in (OFFENSE, DEFENSE) and winner == other_side(mine):
            return 1.0 if enc["defense_allies"] and winner == DEFENSE else -1.0
        return -1.0
    if name == QUASH:
        if mine:
            return -1.0
        dealers = [view["offense"], enc["defense"]]
        return 2.0 if any(to_win(view, s) <= 1 for s in dealers) else -1.0
    return -1.0


def option_score(view: View, seat: int, option: Option, offered: list[Option] | None = None) -> float:
    """How much playing this window option is worth (> 0: worth it), among ``offered``."""
    kind = option.get("type")
    if kind == "pass":
        return 0.0
    if kind == "power":
        return power_score(view, seat, option, offered)
    if kind == "tech":
        return tech_score(view, seat, option)
    card = option.get("card")
    if not isinstance(card, int):
        return -1.0
    if CARD_KIND[card] == FLARE:
        return flare_score(view, seat, option)
    if CARD_KIND[card] == REINFORCEMENT:
        return _reinforce(view, seat, option)
    if CARD_KIND[card] == RIFT:
        return rift_score(view, seat, option)
    return _artifact(view, seat, option)


def choose_play(view: View, seat: int, options: list[Option]) -> Option:
    """The window option to send: the best-scoring play, or pass."""
    best = max(range(len(options)), key=lambda i: (option_score(view, seat, options[i], options), -i))
    if option_score(view, seat, options[best], options) <= 0:
        passes = [o for o in options if o.get("type") == "pass"]
        if passes:
            return dict(passes[0])
    return dict(options[best])
