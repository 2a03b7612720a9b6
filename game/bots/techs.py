"""The Technology variant for the heuristic bots: which tech to keep, when to research, complete or abandon,
and when a tech use is worth making in a play window.

- **Keep** (``keep_tech``): the tech worth most for what it costs: its effect's worth (``WORTH``, lasting
  techs higher), less two points for every ship of its research number beyond two (an X counts as three).
- **Research** (ctx ``research``, every Regroup): complete as soon as the research number is reached; put
  one ship on the tech while the seat can spare it (the ship comes from the fullest colony holding at least
  two, so no colony is ever emptied and the home colonies stay at or above the power threshold; none when
  the seat is the offense and short of ships for its launch); stop at a hidden tech's useful size; abandon
  only when it is hopeless: someone is about to win and the tech is still far from done, or the seat
  cannot spare the ships it still needs.
- **Use** (window options of type ``tech``): combat techs by whether they change the winner (Xenon Lasers
  and Quark Battery after the reveal, Gluon Mines against the gate), the start-of-encounter techs when they
  bring something now (Warpspace Key with ships in the warp, Enigma Device with a short hand, Omega Missile
  on a rival's colony), a cancel (Cosmic Field Generator, Tech Scrambler) against a hostile player, The Qax
  to a player not ahead of the seat, Plasma Thrusters' extra defender never from a colony's last ship;
  any other use whenever offered (it gains something at once: Vacuum Turbines, Genesis Bomb ...).
- **Follow-up prompts** (``CHOOSERS``): every researcher onto the Genesis planet, Gluon Mines on the
  offense's own ships first, the strongest card under the Quark Battery, the Prometheus on the fullest
  colony, Coldsleep Ship's colony on the emptiest planet.

Everything here reads the seat's own view (``my_tech`` is its own face-down tech) and the prompt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.bots.cards import card_worth, is_encounter
from game.bots.situation import (
    DEFENSE,
    OFFENSE,
    View,
    is_home,
    leaders,
    role_of,
    side_of,
    side_ships,
    to_win,
    totals,
)
from game.cards.catalog import CARD_VALUE
from game.techs.catalog import TECH_NAME, TECHS

Option = dict[str, Any]

# What a tech's effect is worth to a bot once usable (0-10); lasting ones keep giving.
WORTH: dict[str, float] = {
    "Coldsleep Ship": 8.0,  # a foreign colony
    "Collapsium Hulls": 4.0,
    "Cosmic Field Generator": 4.0,
    "Delta Scanner": 4.0,
    "Energy Cloak": 4.0,
    "Enigma Device": 3.0,
    "Genesis Bomb": 6.0,
    "Gluon Mines": 6.0,
    "Infinity Drive": 6.0,
    "Lunar Cannon": 8.0,
    "Omega Missile": 5.0,
    "Plasma Thrusters": 6.0,
    "Precursor Seed": 7.0,
    "The Prometheus": 7.0,
    "The Qax": 4.0,
    "Quark Battery": 5.0,
    "Tech Scrambler": 3.0,
    "Vacuum Turbines": 5.0,
    "Warpspace Key": 4.0,
    "Xenon Lasers": 6.0,
}
X_COST = 3  # an X research number: what the bot plans to put on it
HIDDEN_TARGET: dict[str, int] = {"Gluon Mines": 4, "Tech Scrambler": 5, "Genesis Bomb": 4}
RESERVE = 6  # spare ships (beyond one per colony) the seat keeps before researching
OFFENSE_RESERVE = 9  # as the offense about to launch


def keep_score(tech: int) -> float:
    """What keeping ``tech`` is worth at setup: its effect, less the research it needs."""
    card = TECHS[tech]
    need = card.research or X_COST
    worth = WORTH.get(card.name, 3.0) + (2.0 if card.lasting else 0.0)
    return worth - 2.0 * max(0, need - 2)


def choose_keep(v: View, seat: int, options: Sequence[Option]) -> Option:
    """The tech to keep of the two dealt."""
    return max(options, key=lambda o: (keep_score(int(o["tech"])), -options.index(o)))


def target_ships(tech: int) -> int:
    """Researching ships the bot aims for on ``tech`` (its research number, or a useful size for an X)."""
    card = TECHS[tech]
    return HIDDEN_TARGET.get(card.name, card.research or X_COST)


def spare(v: View, seat: int) -> int:
    """Ships the seat could move off its colonies without emptying any."""
    return sum(max(0, int(p["ships"][seat]) - 1) for p in v["planets"])


def _hopeless(v: View, seat: int, tech: int, ships: int) -> bool:
    """Is finishing ``tech`` out of reach: someone is one colony from winning while it needs three more
    ships or more, or the seat has not the ships it still needs?"""
    need = target_ships(tech) - ships
    if need <= 0:
        return False
    others = [p["seat"] for p in v["players"] if p["seat"] != seat]
    close = any(to_win(v, s) <= 1 for s in others)
    return (close and need >= 3) or spare(v, seat) + int(v["players"][seat]["warp"]) < need


def research_planet(v: View, seat: int, options: Sequence[Option]) -> Option | None:
    """The research option taking a ship from the fullest colony with two or more (foreign ones first on a
    tie, they do not count for the power); None if every colony has a single ship."""
    planets = v["planets"]
    picks = [o for o in options if o.get("type") == "research" and planets[o["planet"]]["ships"][seat] >= 2]
    if not picks:
        return None
    return max(picks, key=lambda o: (planets[o["planet"]]["ships"][seat], not is_home(v, o["planet"], seat)))


def choose_research(v: View, seat: int, options: Sequence[Option]) -> Option:
    """The research step: complete, research, abandon or nothing (see the module's docstring)."""
    by_type = {o.get("type"): o for o in options}
    tech = v.get("my_tech")
    passing = by_type.get("pass", options[0])
    if tech is None:
        return passing
    tech = int(tech)
    ships = int(v["techs"]["players"][seat]["ships"])
    if "complete" in by_type:
        return by_type["complete"]
    if "abandon" in by_type and _hopeless(v, seat, tech, ships):
        return by_type["abandon"]
    if ships >= target_ships(tech):
        return passing  # a hidden tech ready to use: keep it for its moment
    reserve = OFFENSE_RESERVE if v["offense"] == seat else RESERVE
    if spare(v, seat) <= reserve:
        return passing
    pick = research_planet(v, seat, options)
    return pick if pick is not None else passing


# --- using techs in play windows ------------------------------------------------------------------------


def _winner(v: View, off_delta: int = 0, def_delta: int = 0) -> str | None:
    """The side winning on the current totals (changed by the deltas), or None before the reveal or when
    a negotiate is in play."""
    t = totals(v)
    enc = v["encounter"]
    if t is None or "negotiate" in (enc["offense_as"], enc["defense_as"]):
        return None
    off, de = t[0] + off_delta, t[1] + def_delta
    return OFFENSE if off > de else DEFENSE


def _delta(option: Option) -> int | None:
    for key in ("delta", "amount", "add", "change"):
        if isinstance(option.get(key), int):
            return int(option[key])
    return None


def _xenon(v: View, seat: int, option: Option) -> float:
    """+1 or -1 on the seat's own side: worth it when it turns the winner to the seat's side."""
    mine = side_of(v, seat)
    delta = _delta(option)
    if not mine or delta is None or _winner(v) in (None, mine):
        return -1.0
    after = _winner(v, delta, 0) if mine == OFFENSE else _winner(v, 0, delta)
    return 3.0 if after == mine else -1.0


def _quark(v: View, seat: int, option: Option) -> float:
    """Swap the revealed card for the stored one: when the seat's side loses and the stored attack card
    turns it."""
    mine = side_of(v, seat)
    card = option.get("card")
    if card is None:  # the card under the battery: the seat's own secret, in its view
        kept = (v.get("my_tech_cards") or {}).get("Quark Battery") or []
        card = kept[0] if kept else None
    enc = v["encounter"]
    if mine not in (OFFENSE, DEFENSE) or seat != (v["offense"] if mine == OFFENSE else enc["defense"]):
        return -1.0
    if _winner(v) in (None, mine) or not isinstance(card, int):
        return -1.0
    old = enc["offense_value"] if mine == OFFENSE else enc["defense_value"]
    if old is None or not is_encounter(card):
        return -1.0
    gain = int(CARD_VALUE[card]) - int(old)
    after = _winner(v, gain, 0) if mine == OFFENSE else _winner(v, 0, gain)
    return 3.0 if after == mine else -1.0


def _gluon(v: View, seat: int, option: Option) -> float:
    """As the defense: worth it when the researching ships clear the gate, or take a large part of it."""
    if seat != v["encounter"]["defense"]:
        return -1.0
    mine = int(v["techs"]["players"][seat]["ships"])
    gate = side_ships(v, OFFENSE)
    if mine >= gate:
        return 4.0
    return 1.5 if mine >= 3 and 2 * mine >= gate else -1.0


def _hostile(v: View, seat: int, other: int) -> bool:
    if other == seat or other < 0:
        return False
    mine, theirs = side_of(v, seat), side_of(v, other)
    return bool(mine and theirs and mine != theirs) or other in leaders(v) or to_win(v, other) <= 1


def _target_player(option: Option) -> int | None:
    for key in ("player", "target", "owner", "seat_of"):
        if isinstance(option.get(key), int):
            return int(option[key])
    return None


def _cancel(v: View, seat: int, option: Option) -> float:
    """Stop a power (a play waiting in its zap window, Cosmic Field Generator) or a tech: only a hostile
    player's, and for a tech only one worth stopping."""
    if isinstance(option.get("play"), int):
        play = next((p for p in v["encounter"]["plays"] if p.get("id") == option["play"]), None)
        return 2.0 if play is not None and _hostile(v, seat, int(play["seat"])) else -1.0
    who = _target_player(option)
    if who is None or not _hostile(v, seat, who):
        return -1.0
    target_tech = option.get("cancel", option.get("target_tech"))
    if isinstance(target_tech, int) and 0 <= target_tech < len(TECHS):
        return 1.0 if WORTH.get(TECH_NAME[target_tech], 0.0) >= 5.0 else -1.0
    return 2.0 if role_of(v, who) else -1.0


def _thrusters(v: View, seat: int, option: Option) -> float:
    """Fly one ship onto the targeted planet as the defense: from the fullest colony, never its last ship."""
    ships = int(v["planets"][int(option["from"])]["ships"][seat])
    return 1.0 + 0.01 * ships if ships >= 2 else -1.0


def _cannon_move(v: View, seat: int, option: Option) -> float:
    """Move the Lunar Cannon's token on a wild destiny: into the seat's own system when it is elsewhere."""
    pair = [int(p) for p in option["planets"]]
    here = (v.get("techs") or {}).get("tokens", {}).get("Lunar Cannon") or []
    home = [v["planets"][p]["system"] == seat for p in pair]
    now_home = bool(here) and all(v["planets"][int(p)]["system"] == seat for p in here)
    return 1.0 if all(home) and not now_home else -1.0


def _omega(v: View, seat: int, option: Option) -> float:
    """Destroy a planet: one where rivals (the leaders most) have more ships than the seat, never one of
    the seat's own colonies."""
    p = option.get("planet")
    if not isinstance(p, int):
        return -1.0
    ships: list[int] = v["planets"][p]["ships"]
    if ships[seat]:
        return -1.0
    system = v["planets"][p]["system"]
    top = set(leaders(v))
    foreign = [s for s, n in enumerate(ships) if n and s != system]
    value = sum(3.0 + (3.0 if s in top else 0.0) for s in foreign) + 0.2 * float(sum(ships))
    return value - 2.0


def _qax(v: View, seat: int, option: Option) -> float:
    """Give the Qax (the receiver must ally with the seat with up to four ships, and keeps the card): to a
    player not ahead of the seat, the one with the most ships to spare first."""
    who = option.get("to", _target_player(option))
    if not isinstance(who, int) or who == seat or to_win(v, who) <= 1:
        return -1.0
    if to_win(v, who) < to_win(v, seat):  # ahead of the seat: the card would help a rival
        return -1.0
    return 1.0 + 0.01 * float(spare(v, who))


def tech_score(v: View, seat: int, option: Option) -> float:
    """What using a tech in this window is worth now (> 0: worth it)."""
    name = TECH_NAME[int(option["tech"])]
    me = v["players"][seat]
    role = role_of(v, seat)
    if name == "Xenon Lasers":
        return _xenon(v, seat, option)
    if name == "Quark Battery":
        return _quark(v, seat, option)
    if name == "Gluon Mines":
        return _gluon(v, seat, option)
    if name in ("Cosmic Field Generator", "Tech Scrambler"):
        return _cancel(v, seat, option)
    if name == "Omega Missile":
        return _omega(v, seat, option)
    if name == "Plasma Thrusters" and "from" in option:
        return _thrusters(v, seat, option)
    if name == "Lunar Cannon" and "planets" in option:
        return _cannon_move(v, seat, option)
    if name == "Coldsleep Ship" and "planet" in option:
        crowd: list[int] = v["planets"][int(option["planet"])]["ships"]
        return 2.0 - 0.01 * float(sum(crowd))
    if name == "The Qax":
        return _qax(v, seat, option)
    if name == "Warpspace Key":
        return 1.0 + me["warp"] if me["warp"] >= 3 else -1.0
    if name == "Enigma Device":
        return 1.0 if me["hand_size"] <= 4 else -1.0
    if name == "Energy Cloak":
        return 1.0 if role == "offense" else -1.0
    if name == "Infinity Drive":
        hand = v.get("hand") or []
        return 1.0 if sum(1 for c in hand if is_encounter(c)) >= 2 else -1.0
    if name == "Delta Scanner":
        card = option.get("card")
        return 0.5 + card_worth(card) / 10.0 if isinstance(card, int) else 1.0
    return 1.0  # any other use gains something now (Coldsleep Ship, Genesis Bomb, Vacuum Turbines ...)


def tech_name(option: Option) -> str:
    """The name of the tech an option uses."""
    return TECH_NAME[int(option["tech"])]


# --- follow-up prompts of the tech effects ----------------------------------------------------------------


def choose_most_ships(v: View, seat: int, options: Sequence[Option]) -> Option:
    """Genesis Bomb's settlers: all the researchers onto the new planet (the option with most ships)."""
    return max(options, key=lambda o: (int(o.get("ships", 0)), -options.index(o)))


def choose_gluon_victim(v: View, seat: int, options: Sequence[Option]) -> Option:
    """Gluon Mines: the next offensive ship to the warp is the offense's own, then the strongest ally's
    (the defense's enemies, the leaders first)."""
    top = set(leaders(v))

    def rank(o: Option) -> tuple[bool, bool, int]:
        owner = int(o.get("owner", -1))
        return (owner == v["offense"], owner in top, -options.index(o))

    return max(options, key=rank)


def choose_store(v: View, seat: int, options: Sequence[Option]) -> Option:
    """Quark Battery: store the strongest encounter card of the hand (the high attack for a swap later)."""
    return max(options, key=lambda o: (CARD_VALUE[int(o["card"])], -options.index(o)))


def choose_fullest(v: View, seat: int, options: Sequence[Option]) -> Option:
    """A token (the Prometheus) on the seat's fullest colony, where it is safest."""
    return max(options, key=lambda o: (int(v["planets"][int(o["planet"])]["ships"][seat]), -options.index(o)))


def choose_landing(v: View, seat: int, options: Sequence[Option]) -> Option:
    """A colony for Coldsleep Ship: the planet with the fewest ships of others (safest to hold)."""
    return min(options, key=lambda o: (sum(v["planets"][int(o["planet"])]["ships"]), options.index(o)))


CHOOSERS = {
    "genesis_settle": choose_most_ships,
    "gluon_mines": choose_gluon_victim,
    "quark_battery_store": choose_store,
    "prometheus_place": choose_fullest,
    "coldsleep_land": choose_landing,
}
