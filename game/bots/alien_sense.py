"""Per-alien hints for the heuristic bots: when a power use or a flare is worth making, and which of its
forms to pick. Keyed by alien name, inside game/bots only; the engine never names an alien outside its
module. One registry (``game.bots.senses.registry``) holds every alien's sense, for the normal bot and so
for the hard bot, whose candidates and rollouts come from it.

Aliens with specific logic here: Amoeba, Calculator, Chosen, Clone, Fodder, Gambler, Hacker, Kamikaze,
Loser, Mirror, Philanthropist, Reserve, Sorcerer, Spiff, Trader (power uses); Anti-Matter, Human,
Loser, Macron, Pacifist, Tripler, Virus, Warpish (what a card is worth in the encounter).

Aliens with a module of their own in ``game/bots/senses/`` (its docstring gives every rule): Barbarian,
Citadel, Dictator, Fido, Filch, Hate, Healer, Machine, Masochist, Mind, Miser, Mutant, Observer, Oracle,
Parasite, Reincarnator, Remora, Shadow, Tick-Tock, Vacuum, Void, Vulch, Warrior, Will, Zombie. Some of
them change more than their own prompts: what Mind saw and the card Oracle's opponent showed become the
opponent's possible cards, Warrior tokens and turned-on citadels add to the totals, Tick-Tock tokens and a
Masochist's ships change the stakes (``encounter``); Zombie, Observer and Masochist change what an ally's
ships cost, Grudge what refusing it costs and whom it invites (``alliance``); Tick-Tock and Zombie change
deals (``deals``).

Where the generic answer already is the right one:

============  ==================================================================================
Alien         Decision: why the generic answer is right
============  ==================================================================================
Barbarian     loot (mandatory, one form) and ``barbarian_loot``: the best cards (``answer_cards``)
Cudgel        smash (mandatory, one form); Wild (clear the planet after landing) and Super (the
              losing allies lose too) only ever hurt the other side: played when offered
Fido          ``fido_offer`` (offered a card): a free card, accepted; ``fido_keep`` (refused): kept
Filch         filch: a free card, taken
Grudge        revenge, punish (mandatory, one form); Wild (the winner's allies get nothing) and Super
              (four ships from every token holder) only hurt others: played when offered;
              ``grudge_lose``: the seat's own losses (``pick_ships``)
Hate          Wild (opponent discards at random), Super (keep the rage card): always good
Mind          look as a main player: one form (the opponent)
Mite          bluster (mandatory, one form); ``mite_answer`` has its rule in ``normal``; Wild (the
              opponent discards to five) and Super (take the cards Mite's power discarded): always
              good for the seat, played
Mutant        regenerate: free cards, always; Wild (a card from each ally): played
Observer      protect (mandatory, one form); Super (one more ship from the warp): played
Oracle        foresee (mandatory, one form)
Reincarnator  reincarnate (mandatory; one form unless its Super was played)
Remora        cards: a free card, taken; Super: as the power
Shadow        execute (mandatory, one form); Wild (one ship sends the winning gate to the warp): played
Tick-Tock     patience (mandatory, one form)
Vacuum        catharsis (mandatory, one form); Super (pick the colonies): played on its own losses
Void          eradicate (mandatory, one form); Super (as an ally): played
Vulch         salvage (mandatory, no choice)
Warrior       mastery (mandatory, one form); Super (tokens for the seat's side): played
Zombie        immortal (mandatory, one form); where the saved ships go: ``place_ships`` (thinnest colony)
============  ==================================================================================

Every other power use offered is taken (they help their owner whenever the engine offers them), with its
target picked by ``pick_target``; flares without a sense are played when their owner takes part in the
encounter or the window is about its own cards or ships.
"""

from __future__ import annotations

from typing import Any

from game.bots import senses  # noqa: F401  (fills the registry with every per-alien module)
from game.bots.cards import Aliens, alien_names, card_worth, worst_first
from game.bots.senses.kit import my_card, pick_target, side_behind
from game.bots.senses.registry import AIMED, FLARE, FORM, POWER, Sense
from game.bots.situation import (
    OFFENSE,
    View,
    aliens_of,
    role_of,
    side_of,
    side_ships,
    to_win,
)
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, FLARE_ALIEN, NEGOTIATE

Option = dict[str, Any]
__all__ = ["Sense", "card_contribution", "flare_score", "my_card", "pick_target", "power_score"]

# players a use hands something good (a card, a ship); every other "player" argument is a target
FRIENDLY = {"Philanthropist"}


def card_contribution(alien: Aliens, value: int, ships: int, warp_total: int = 0, kicker: int = 1) -> int:
    """What an attack card of ``value`` and ``ships`` own ships add to a side under ``alien``'s power (or
    its aliens' powers, in their order of play); ``kicker``: its player's kicker multiplies the card's value
    after the power's change (not the ships)."""
    names = alien_names(alien)
    if "Tripler" in names:
        value = value * 3 if value <= 10 else -(-value // 3)
    value *= kicker
    if "Macron" in names:
        ships *= 4
    if "Virus" in names:
        return value * max(ships, 1) + (4 if "Human" in names else 0)
    total = value + ships
    if "Human" in names:
        total += 4
    if "Warpish" in names:
        total += warp_total
    return total


def lower_wins(alien: Aliens) -> bool:
    """Does this alien (one of these), as a main player, make the lower total win (Anti-Matter)?"""
    return "Anti-Matter" in alien_names(alien)


def negotiate_wins(alien: Aliens) -> bool:
    """Does a negotiate beat an attack for this alien (one of these: Pacifist)?"""
    return "Pacifist" in alien_names(alien)


def _weak_card(view: View) -> bool:
    card = my_card(view)
    return card is None or CARD_KIND[card] != ATTACK or CARD_VALUE[card] <= 6


def _mirror(view: View, seat: int, option: Option) -> float:
    card = my_card(view)
    if card is None or CARD_KIND[card] != ATTACK:
        return -1.0
    v = CARD_VALUE[card]
    return float(v % 10 * 10 + v // 10 - v - 8)


def _trader(view: View, seat: int, option: Option) -> float:
    other = option.get("player", -1)
    if other < 0:
        return -1.0
    theirs = view["players"][other]["hand_size"]
    mine = len(view["hand"] or [])
    good = sum(1 for c in view["hand"] or [] if CARD_KIND[c] == ATTACK and CARD_VALUE[c] >= 10)
    return float(theirs - mine - 2 * good)


def _loser(view: View, seat: int, option: Option) -> float:
    attacks = [CARD_VALUE[c] for c in view["hand"] or [] if CARD_KIND[c] == ATTACK]
    return 1.0 if attacks and max(attacks) <= 8 else -1.0


def _kamikaze(view: View, seat: int, option: Option) -> float:
    ships = int(option.get("ships", 1))
    spare = sum(max(0, p["ships"][seat] - 1) for p in view["planets"])
    return 1.0 if ships <= 2 and spare >= 8 + ships else -1.0


def _gambler(view: View, seat: int, option: Option) -> float:
    if not _weak_card(view):
        return -1.0
    claim = str(option.get("claim", ""))
    return 1.0 if claim.startswith("Attack 1") or claim.startswith("Attack 20") else 0.5


def _philanthropist(view: View, seat: int, option: Option) -> float:
    gift = option.get("gift")
    if gift is None:
        return -1.0
    worst = worst_first(view["hand"] or [])
    return 1.0 if worst and gift == worst[0] and card_worth(gift) <= 4.0 else -1.0


def _chosen(view: View, seat: int, option: Option) -> float:
    if option.get("use") == "pray":
        return 1.0
    drawn = option.get("drawn", -1)
    if drawn is None or drawn < 0:
        return -1.0
    if option.get("how") == "add":
        return float(CARD_VALUE[drawn]) if side_behind(view, seat) else -1.0
    mine = my_card(view)
    better = CARD_KIND[drawn] == ATTACK and (mine is None or CARD_VALUE[drawn] > CARD_VALUE[mine])
    return 1.0 if better and side_behind(view, seat) else -1.0


def _when_behind(view: View, seat: int, option: Option) -> float:
    return 1.0 if side_behind(view, seat) else -1.0


def _when_weak(view: View, seat: int, option: Option) -> float:
    return 1.0 if _weak_card(view) else -1.0


def _amoeba(view: View, seat: int, option: Option) -> float:
    return 1.0 if option.get("ooze") == "in" and role_of(view, seat) == OFFENSE else -1.0


def _clone(view: View, seat: int, option: Option) -> float:
    card = my_card(view)
    return 1.0 if card is not None and (CARD_KIND[card] == NEGOTIATE or CARD_VALUE[card] >= 8) else 0.2


def _always(view: View, seat: int, option: Option) -> float:
    return 1.0


POWER.update(
    {
        "Amoeba": _amoeba,
        "Calculator": _when_weak,
        "Chosen": _chosen,
        "Clone": _clone,
        "Fodder": _when_behind,
        "Gambler": _gambler,
        "Kamikaze": _kamikaze,
        "Loser": _loser,
        "Mirror": _mirror,
        "Philanthropist": _philanthropist,
        "Reserve": _when_behind,
        "Sorcerer": _when_weak,
        "Spiff": _always,
        "Trader": _trader,
    }
)
POWER_SENSE = POWER  # the one registry (game.bots.senses.registry), under its former name


def power_score(view: View, seat: int, option: Option, offered: list[Option] | None = None) -> float:
    """How much a power use offered in a window is worth making (> 0: make it). Among the forms of the
    same use in ``offered`` that aim at different players, the one aimed as ``pick_target`` would gets a
    bonus."""
    alien = str(option.get("alien"))
    sense = POWER.get(alien, _always)
    value = sense(view, seat, option)
    if "player" in option and value > 0 and alien not in AIMED:
        use = option.get("use")
        same = [o for o in offered or [option] if o.get("alien") == alien and o.get("use") == use]
        players = sorted({int(o["player"]) for o in same if isinstance(o.get("player"), int)})
        friendly = alien in FRIENDLY
        value += 0.5 if pick_target(view, seat, players, friendly) == option["player"] else 0.0
    return value


def flare_score(view: View, seat: int, option: Option) -> float:
    """How much playing a flare half now is worth (> 0: play it). An alien with a sense of its own
    (``registry.FLARE``) decides for its flare; otherwise, as a flare goes back to its player's hand once
    used, it is played when its player takes part in the encounter, or when the window is about the
    player's own cards or ships (draws, retrievals, losses, compensation, gains)."""
    card = option.get("card")
    sense = FLARE.get(FLARE_ALIEN.get(card, "")) if isinstance(card, int) else None
    if sense is not None:
        return sense(view, seat, option)
    personal = {"drew", "retrieved", "loss", "lost", "compensation", "gained"}
    window = view.get("play_window") or ""
    involved = bool(role_of(view, seat))
    if not involved and window not in personal:
        return -1.0
    value = 1.0 if option.get("half") == "super" else 0.6
    if side_behind(view, seat):
        value += 0.5
    return value


def score_power_args(view: View, seat: int, options: list[Option]) -> Option:
    """Among several forms of one use (mandatory uses: no pass), the one its alien's sense picks
    (``registry.FORM``), else the one aimed best."""
    form = FORM.get(str(options[0].get("alien")))
    if form is not None:
        return form(view, seat, options)
    players = [o["player"] for o in options if isinstance(o.get("player"), int)]
    if players:
        alien = options[0].get("alien")
        target = pick_target(view, seat, sorted(set(players)), alien in FRIENDLY)
        mine = [o for o in options if o.get("player") == target]
        if mine:
            options = mine
    cards = [o for o in options if isinstance(o.get("card"), int)]
    if cards:  # a card the power makes me give up: the least worth keeping
        return min(cards, key=lambda o: card_worth(o["card"]))
    return options[0]


def encounter_strength(view: View, seat: int, card: int) -> int:
    """What ``card`` would add to the seat's side as a main player, by its own alien."""
    alien = aliens_of(view, seat)
    if CARD_KIND[card] != ATTACK:
        return 0
    warp = sum(p["warp"] for p in view["players"])
    side = side_of(view, seat) or OFFENSE
    return card_contribution(alien, CARD_VALUE[card], side_ships(view, side), warp)


def near_win(view: View, seat: int) -> list[int]:
    """Other players one colony (or less) from victory."""
    return [s for s in range(len(view["players"])) if s != seat and to_win(view, s) <= 1]
