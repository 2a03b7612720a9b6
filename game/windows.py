"""Play windows: the timing points where cards, flares and alien powers act.

A window first runs the mandatory power uses due at it (in timing order), then asks every seat that can
play something now (a card, a flare half, an optional power use) at once; each may pass. Answers are
resolved in timing order (offense, defense, then clockwise, FAQ X1). After any play the window opens
again, because the situation changed; it closes when everyone asked has passed.

Every play is a record in ``state.plays`` until it resolves. An artifact or a flare opens a Card Zap
window before it takes effect; a power use (and a Super flare, which is one) opens a Cosmic Zap window
(FAQ Z5: the table sees what the power will do before deciding). A power use that comes through it then
opens the USING window, if anyone holds a card for it (a Super that changes how that use is carried out).
Nothing else interrupts an effect being resolved (FAQ X3).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Final

from game import hidden_powers, hooks, rewind, techs, window_cards
from game.board import home_colony_count
from game.cards.catalog import ARTIFACT, CARD_KIND, CARD_NAME, FLARE, FLARE_ALIEN, FLARE_IDS
from game.core import Events, answer, ask, ask_choice, note, order_of, push, step, timing_order
from game.deck import discard_cards
from game.prompts import CHOOSE, Prompt
from game.setops import shares
from game.state import GameState
from game.window_cards import ANYONE as _ANYONE
from game.window_cards import CARDS_FOR, IN_FLARES, IN_PROVIDED, cards_for_held
from game.window_cards import FLARE_OF as _FLARE_OF
from game.window_cards import PROVIDED as _PROVIDED
from game.window_cards import SUPER_FOR as _SUPER_FOR
from game.window_cards import WILD_FOR as _WILD_FOR

# Timing points, in the order an encounter meets them.
START_TURN: Final = "start_turn"  # the offense's turn begins (after a new hand if it had no encounter card)
REGROUP: Final = "regroup"  # start of Regroup, before the offense retrieves a ship
DESTINY: Final = "destiny"  # before the destiny card is drawn
DESTINY_DRAWN: Final = "destiny_drawn"  # the destiny card is drawn (target = the drawn card)
LAUNCH: Final = "launch"  # before the gate is aimed
AIMED: Final = "aimed"  # the gate is aimed, before the offense launches its ships (target = the planet)
INVITE: Final = "invite"  # ships are in the gate; before allies are invited
ALLIANCE: Final = "alliance"  # alliances are formed
PLANNING: Final = "planning"  # before encounter cards are selected
SELECTED: Final = "selected"  # cards are selected, not yet revealed
REVEAL: Final = "reveal"  # cards are revealed
REWARDS: Final = "rewards"  # Resolution, once the winner is known: compensation and rewards are pending
RESOLVED: Final = "resolved"  # the encounter's ships have moved; the cards are still on the table
END: Final = "end"  # the encounter's cards have been discarded
DEAL_MADE: Final = "deal_made"
LOSS: Final = "loss"  # ships are about to go to the warp (target = index in enc.mods.losses)
LOST: Final = "lost"  # ships have just arrived in the warp (same target)
# losing ships are about to be captured (mods.capture) instead of going to the warp: effects that keep
# some of them out of the loss (on the planet, say) act first; the capture takes the rest (same target)
KEEP: Final = "keep"
ZAP: Final = "zap"  # responding to a card or power being played (target = the play's id)
USING: Final = (
    "using"  # a power use came through its Cosmic Zap window, about to resolve (target = its play id)
)
SHOW: Final = (
    "show"  # a main player's card is about to be shown while it can still stay face down (target = seat)
)
PLAYED: Final = (
    "played"  # a card without a zap window (reinforcement) was played, before it acts (target = play id)
)
DREW: Final = "drew"  # a player drew cards from the deck (target = index in enc.mods.draws)
RETRIEVED: Final = "retrieved"  # a player's ships left the warp (target = index in enc.mods.retrievals)
# ships landed on a planet, all of one landing together (target = index in enc.mods.landings); opens only
# at a Cosmic Conflict table (board.move), whose aliens answer it
LANDED: Final = "landed"
TOOK: Final = "took"  # a player took cards from another player's hand (target = index in enc.mods.takes)
COMPENSATION: Final = "compensation"  # compensation is due, before it is taken (target = the seat collecting)
GAINED: Final = "gained"  # a seat just gained cards as compensation or rewards (target = that seat)
DEAL_FAILED: Final = "deal_failed"  # a deal failed, before the main players lose their ships
WON: Final = "won"  # the game is about to end: enc.mods.won lists the winners (opens only if someone acts)
# A Use's window ANY_TIME: "at any time" / "whenever" texts. The use is offered at every window of
# ANY_TIME_WINDOWS where its options are not empty (they say when it can change something).
ANY_TIME: Final = "any_time"
# The timing points between the steps of a turn, in order (not inside an effect: a loss, a draw ...).
BETWEEN_STEPS: Final = (
    START_TURN,
    REGROUP,
    DESTINY,
    DESTINY_DRAWN,
    LAUNCH,
    INVITE,
    ALLIANCE,
    PLANNING,
    SELECTED,
    REVEAL,
    REWARDS,
    RESOLVED,
    END,
    DEAL_MADE,
    DEAL_FAILED,
)
ANY_TIME_WINDOWS: Final = frozenset((*BETWEEN_STEPS, SHOW, LOSS, LOST, COMPENSATION, GAINED, DREW, RETRIEVED))

WINDOW_PHASE: Final = {
    START_TURN: "start_turn",
    REGROUP: "regroup",
    DESTINY: "destiny",
    DESTINY_DRAWN: "destiny",
    LAUNCH: "launch",
    AIMED: "launch",
    INVITE: "alliance",
    ALLIANCE: "alliance",
    PLANNING: "planning",
    SELECTED: "planning",
    SHOW: "reveal",
    REVEAL: "reveal",
    REWARDS: "resolution",
    RESOLVED: "resolution",
    END: "resolution",
    DEAL_MADE: "resolution",
    DEAL_FAILED: "resolution",
    COMPENSATION: "resolution",
    GAINED: "resolution",
}

PASS: Final[dict[str, Any]] = {"type": "pass"}
_NONE: Final[frozenset[int]] = frozenset()

Provider = Callable[[GameState, int, str, int], list[dict[str, Any]]]
Effect = Callable[[GameState, Events, dict[str, Any]], None]

PROVIDERS: Final[list[Provider]] = []
EFFECTS: Final[dict[str, Effect]] = {}  # by card name
# Flares whose Wild carries out again a flare or artifact another player just played (``copy_options``):
# while one is held, each flare or artifact play notes where it was made (``play["at"]``: window, target)
COPIERS: Final[set[int]] = set()
_POWER_WINDOWS: Final[dict[str, frozenset[str]]] = {}  # alien -> windows with an optional use
_MANDATORY_WINDOWS: Final[dict[str, frozenset[str]]] = {}  # alien -> windows with a mandatory use
# Indexes built once (``provider``, ``index_powers``) so that "could anyone act here?" is a set test (the
# cards' indexes, which ``deck`` reads too, are in ``game.window_cards``):
_PROVIDERS_AT: Final[dict[str, list[tuple[Provider, frozenset[int]]]]] = {}  # window -> (provider, its cards)
_ACTING: Final[dict[str, frozenset[str]]] = {}  # window -> aliens with an optional use there
_MANDATORY_IN: Final[dict[str, frozenset[str]]] = {}  # window -> aliens with a mandatory use there
# The roles in which a use may act, so that a seat outside all of them is not asked (its options would be
# empty): (window, flare) -> roles of the flare's Wild / Super uses there; (window, alien) -> roles of the
# alien's optional uses there.
_WILD_ROLES: Final[dict[tuple[str, int], frozenset[str]]] = {}
_SUPER_ROLES: Final[dict[tuple[str, int], frozenset[str]]] = {}
_POWER_ROLES: Final[dict[tuple[str, str], frozenset[str]]] = {}
_FLARES_FOR: Final[dict[str, frozenset[int]]] = {}  # window -> flares with a half acting there
# window -> aliens that may act there at all (a mandatory or optional use, or cards played from outside
# the hand): when a table holds none of them, a window asks no power anything
_INTERESTED: Final[dict[str, frozenset[str]]] = {}


_RANKS: Final[dict[Provider, int]] = {}  # provider -> its rank (``provider``)


def provider(cards: dict[str, Iterable[str]], rank: int) -> Callable[[Provider], Provider]:
    """Register a function listing the plays a seat may make in a window.

    ``cards`` maps each window to the names of the cards the function may offer there; a seat that holds
    none of them is not asked (and the function is not called). ``rank`` places its options among the
    other providers' (lowest first): the order of a window's options, and so every game, must not depend
    on which module happened to be imported first.
    """

    def deco(fn: Provider) -> Provider:
        if rank in _RANKS.values():
            raise RuntimeError(f"two card providers share rank {rank}")
        _RANKS[fn] = rank
        PROVIDERS.append(fn)
        PROVIDERS.sort(key=_RANKS.__getitem__)
        for window, names in cards.items():
            wanted = set(names)
            ids = {c for c, n in enumerate(CARD_NAME) if n in wanted}
            CARDS_FOR.setdefault(window, set()).update(ids)
            _PROVIDED.setdefault(window, set()).update(ids)
            _ANYONE.setdefault(window, set()).update(ids)
            at = _PROVIDERS_AT.setdefault(window, [])
            at.append((fn, frozenset(ids)))
            at.sort(key=lambda entry: _RANKS[entry[0]])
        window_cards.reindexed()
        return fn

    return deco


def effect(name: str) -> Callable[[Effect], Effect]:
    """Register what a card named ``name`` does when its play resolves."""

    def deco(fn: Effect) -> Effect:
        EFFECTS[name] = fn
        return fn

    return deco


def _windows_of(use: hooks.Use) -> frozenset[str]:
    """The windows a use acts in: its own, or every any-time window."""
    return ANY_TIME_WINDOWS if use.window == ANY_TIME else frozenset((use.window,))


def fits(use: hooks.Use, window: str) -> bool:
    """Does ``use`` act in ``window``?"""
    return use.window == window or (use.window == ANY_TIME and window in ANY_TIME_WINDOWS)


def index_powers() -> None:
    """Note which windows each registered alien and flare acts in (call after the aliens are imported)."""
    acting: dict[str, set[str]] = {}
    mandatory: dict[str, set[str]] = {}
    roles: dict[tuple[str, str], set[str]] = {}
    for name, power in hooks.POWERS.items():
        _POWER_WINDOWS[name] = frozenset(w for u in power.uses if not u.mandatory for w in _windows_of(u))
        for use in power.uses:
            if not use.mandatory:
                for window in _windows_of(use):
                    roles.setdefault((window, name), set()).add(use.role)
        _MANDATORY_WINDOWS[name] = frozenset(w for u in power.uses if u.mandatory for w in _windows_of(u))
        for window in _POWER_WINDOWS[name]:
            acting.setdefault(window, set()).add(name)
        for window in _MANDATORY_WINDOWS[name]:
            mandatory.setdefault(window, set()).add(name)
        for card in FLARE_IDS:
            if FLARE_ALIEN[card] != name:
                continue
            _FLARE_OF[name] = card
            for half, index, by_role in (
                (power.wild, _WILD_FOR, _WILD_ROLES),
                (power.super_, _SUPER_FOR, _SUPER_ROLES),
            ):
                for use in half:
                    for window in _windows_of(use):
                        CARDS_FOR.setdefault(window, set()).add(card)
                        index.setdefault(window, set()).add(card)
                        by_role[window, card] = by_role.get((window, card), frozenset()) | {use.role}
                        if index is _WILD_FOR:
                            _ANYONE.setdefault(window, set()).add(card)
    _ACTING.update((w, frozenset(names)) for w, names in acting.items())
    _MANDATORY_IN.update((w, frozenset(names)) for w, names in mandatory.items())
    _POWER_ROLES.update((key, frozenset(r)) for key, r in roles.items())
    for window in {*_WILD_FOR, *_SUPER_FOR}:
        _FLARES_FOR[window] = frozenset(_WILD_FOR.get(window, _NONE) | _SUPER_FOR.get(window, _NONE))
    outside = hooks.OVERRIDES.get("playable_cards", frozenset())
    for window in {*_ACTING, *_MANDATORY_IN}:
        either = _ACTING.get(window, frozenset()) | _MANDATORY_IN.get(window, frozenset())
        _INTERESTED[window] = either | outside
    window_cards.reindexed()


# --- what a seat may do -------------------------------------------------------------------------------


def flare_half(state: GameState, seat: int, card: int) -> str:
    """Which half of a flare ``seat`` would play: Super for its own alien with a working power (R6.2); at a
    Multiple Powers table, for any of its own aliens whose power works (that alien's, not zapped)."""
    if not state.any_alien:
        return hooks.WILD
    alien = FLARE_ALIEN[card]
    mine = state.aliens[seat] == alien or (
        hooks.MORE in state.extra and alien in state.extra[hooks.MORE][seat]
    )
    if mine and hooks.works(state, seat, alien) and not hooks.on_loan(state, seat):
        return hooks.SUPER
    return hooks.WILD


def _flare_options(state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
    enc = state.enc
    if enc.flare_seats >> seat & 1:
        return []
    out: list[dict[str, Any]] = []
    bits = window_cards.card_bits(window)
    for card in state.hands[seat]:
        if not bits[card] & IN_FLARES or card in enc.flares_used:
            continue  # not a flare, or neither of its halves acts in this window
        power = hooks.POWERS.get(FLARE_ALIEN[card])
        if power is None:
            continue
        half = flare_half(state, seat, card)
        for use in power.super_ if half == hooks.SUPER else power.wild:
            if not fits(use, window) or not hooks.has_role(state, seat, use.role):
                continue
            if hooks.already_used(state, seat, power.name, use, target, window):
                continue
            for opt in power.options(state, seat, use, target):
                out.append({"type": "play", "card": card, "half": half, "use": use.key, **opt})
    return out


def _power_options(state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for name in hooks.powers_of(state, seat):  # its own alien, and a borrowed one (Reincarnator)
        if window not in _POWER_WINDOWS.get(name, _NONE) or not hooks.works(state, seat, name):
            continue
        power = hooks.POWERS[name]
        for use in power.uses:
            if not fits(use, window) or use.mandatory or not hooks.has_role(state, seat, use.role):
                continue
            if hooks.already_used(state, seat, name, use, target, window):
                continue
            for opt in power.options(state, seat, use, target):
                out.append({"type": "power", "alien": name, "use": use.key, **opt})
    return out


def _acts_in(state: GameState, seat: int, window: str) -> bool:
    """Does one of the seat's powers have an optional use in this window?"""
    return any(window in _POWER_WINDOWS.get(name, _NONE) for name in hooks.powers_of(state, seat))


def _role_held(state: GameState, seat: int, roles: frozenset[str]) -> bool:
    return hooks.ANY in roles or any(hooks.has_role(state, seat, r) for r in roles)


def _flare_could(state: GameState, seat: int, window: str, hand: list[int]) -> bool:
    """Could a flare in ``seat``'s hand act in ``window`` now: one not used this encounter, whose half the
    seat would play has a use there in a role the seat holds? (True whenever ``_flare_options`` is not
    empty; the options may still be.)"""
    enc = state.enc
    if enc.flare_seats >> seat & 1:
        return False
    own, more = state.aliens[seat], hooks.MORE in state.extra  # more: any alien of the seat may be its own
    bits = window_cards.card_bits(window)
    for card in hand:
        if not bits[card] & IN_FLARES or card in enc.flares_used:
            continue
        super_ = (more or FLARE_ALIEN[card] == own) and flare_half(state, seat, card) == hooks.SUPER
        by_role = _SUPER_ROLES if super_ else _WILD_ROLES
        roles = by_role.get((window, card))
        if roles and _role_held(state, seat, roles):
            return True
    return False


def _power_could(state: GameState, seat: int, window: str) -> bool:
    """Could one of ``seat``'s powers make an optional use in ``window`` now: it has one there in a role
    the seat holds, and the power works? (True whenever ``_power_options`` is not empty.)"""
    for alien in hooks.powers_of(state, seat):
        roles = _POWER_ROLES.get((window, alien))
        if roles and _role_held(state, seat, roles) and hooks.works(state, seat, alien):
            return True
    return False


def _still_offered(state: GameState, seat: int, action: dict[str, Any], name: str, target: int) -> bool:
    """Is ``action`` one of ``window_options`` now? Only the kind of options that could equal it is listed:
    a card play comes from the cards, the flares or cards held outside the hand, a power use from the
    powers, a tech use from the techs."""
    kind = action.get("type")
    play = kind == "play"
    flares = play and _flare_in_hand(state, seat, name)
    powers = kind == "power" and state.any_alien
    held = play and state.any_alien
    return action in _options(state, seat, name, target, play, flares, powers, held, kind == techs.TECH_PLAY)


def window_options(state: GameState, seat: int, name: str, target: int = -1) -> list[dict[str, Any]]:
    """Every play ``seat`` may make in window ``name`` right now."""
    flares = _flare_in_hand(state, seat, name)
    return _options(state, seat, name, target, True, flares, state.any_alien, state.any_alien, True)


def _flare_in_hand(state: GameState, seat: int, name: str) -> bool:
    """Does ``seat``'s hand hold a flare with a half acting in window ``name``?"""
    return bool(window_cards.hand_bits(window_cards.card_bits(name), state.hands[seat]) & IN_FLARES)


def _options(
    state: GameState,
    seat: int,
    name: str,
    target: int,
    cards: bool,
    flares: bool,
    powers: bool,
    held: bool,
    tech: bool,
) -> list[dict[str, Any]]:
    """``window_options``, skipping the kinds of plays the caller knows ``seat`` has none of (the order of
    the options stays the same: cards, flares, powers, cards from outside the hand, techs)."""
    out: list[dict[str, Any]] = []
    if cards:
        hand = state.hands[seat]
        for fn, ids in _PROVIDERS_AT.get(name, ()):
            if shares(ids, hand):
                out.extend(fn(state, seat, name, target))
    if flares:
        out.extend(_flare_options(state, seat, name, target))
    if state.any_alien:
        if powers:
            out.extend(_power_options(state, seat, name, target))
        if held:
            out.extend(_held_options(state, seat, name, target))
        barred = state.enc.mods.barred  # cards prevented this encounter may not be played again
        if barred:
            out = [o for o in out if o.get("card") not in barred]
    if tech and state.tech_card:
        out.extend(techs.options(state, seat, name, target))
    return out


def _held_options(state: GameState, seat: int, name: str, target: int) -> list[dict[str, Any]]:
    """Plays of cards a power lets ``seat`` play as if they were in its hand (Miser's hoard): listed by
    standing those cards in for the hand; each option names the power in ``held``, and ``play_card`` has
    the power move the card into the hand just before it is played."""
    extra = hooks.playable_cards(state, seat)
    if not extra:
        return []
    out: list[dict[str, Any]] = []
    hand = state.hands[seat]
    for alien in dict.fromkeys(a for a, _ in extra):
        cards = [c for a, c in extra if a == alien]
        if CARDS_FOR.get(name, _NONE).isdisjoint(cards):
            continue
        state.hands[seat] = cards
        try:
            opts = [o for fn in PROVIDERS for o in fn(state, seat, name, target)]
            opts += _flare_options(state, seat, name, target)
        finally:
            state.hands[seat] = hand
        out.extend({**o, "held": alien} for o in opts if o.get("card") in cards)
    return out


def _holds_for(state: GameState, seat: int, relevant: set[int] | frozenset[int]) -> bool:
    """Does a power let ``seat`` play one of ``relevant`` from outside its hand?"""
    return any(c in relevant for _, c in hooks.playable_cards(state, seat))


def _back(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """A played card goes back to its player: to the hand, or where a power let it be played from."""
    held = play["action"].get("held")
    if held:
        hooks.POWERS[held].return_card(state, ev, play["seat"], play["card"])
    else:
        state.hands[play["seat"]].append(play["card"])


def _priority(action: dict[str, Any]) -> int:
    """A play's priority in its window (``Use.priority``); cards have none."""
    if action.get("type") == "power":
        uses = hooks.POWERS[action["alien"]].uses
    elif "half" in action:
        power = hooks.POWERS.get(FLARE_ALIEN.get(action.get("card", -1), ""))
        if power is None:
            return 0
        uses = power.super_ if action["half"] == hooks.SUPER else power.wild
    else:
        return 0
    return max((u.priority for u in uses if u.key == action.get("use")), default=0)


# --- the window --------------------------------------------------------------------------------------


_NO_ALIENS: Final[frozenset[str]] = frozenset()


def _in_play(state: GameState, aliens: frozenset[str]) -> bool:
    """Does a seat hold one of ``aliens``, as its alien or as a second power? (A quick test for the
    windows: whether that power can act is checked seat by seat afterwards.)"""
    return bool(aliens) and hooks.held_by_anyone(state, aliens)


def _interested(window: str) -> frozenset[str]:
    """The aliens that may act in ``window`` at all (see ``_INTERESTED``)."""
    found = _INTERESTED.get(window)
    if found is None:  # a window no use names: only cards from outside the hand may act there
        found = _INTERESTED[window] = hooks.OVERRIDES.get("playable_cards", _NO_ALIENS)
    return found


def _any_in(aliens: list[str], names: frozenset[str]) -> bool:
    """Is one of ``aliens`` in ``names``?"""
    return any(alien in names for alien in aliens)


def _mandatory(
    state: GameState, name: str, target: int, present: list[str] | None = None
) -> list[tuple[Any, ...]]:
    """Steps for the mandatory uses due at this window, in timing order; each is marked as made.
    ``present``: the held aliens that may act in the window (``hooks.held_among``), if the caller has them."""
    steps: list[tuple[Any, ...]] = []
    ranks: list[int] = []
    due = _MANDATORY_IN.get(name, _NO_ALIENS)
    if not (_in_play(state, due) if present is None else _any_in(present, due)):
        return steps
    aliens, extra = state.aliens, state.extra
    others = hooks.BORROWED in extra or hooks.MORE in extra  # a seat may hold more than its alien
    for seat in order_of(state):
        if not others and aliens[seat] not in due:
            continue  # powers_of is just that alien
        for alien in hooks.powers_of(state, seat):
            if name not in _MANDATORY_WINDOWS.get(alien, _NONE) or not _has_for(
                state, seat, name, target, alien
            ):
                continue
            power = hooks.POWERS[alien]
            for use in power.uses:
                if not fits(use, name) or not use.mandatory or not hooks.has_role(state, seat, use.role):
                    continue
                if not (use.passive or _works_for(state, seat, name, target, alien)):
                    continue
                if hooks.already_used(state, seat, alien, use, target, name):
                    continue
                if power.options(state, seat, use, target):
                    hooks.mark_used(state, seat, alien, use, target, name)
                    steps.append(("mandatory_use", seat, alien, use.key, name, target))
                    ranks.append(-use.priority)
    if any(ranks):  # Use.priority first, then timing order (as for plays, FAQ X6)
        order = sorted(range(len(steps)), key=lambda i: ranks[i])
        steps = [steps[i] for i in order]
    return steps


def _has_for(state: GameState, seat: int, name: str, target: int, alien: str | None = None) -> bool:
    """``hooks.has_power`` (of ``alien``) for a mandatory use at window ``name``: with
    ``GameConfig.last_loss_triggers`` a power also answers, at the LOST window, the seat's own loss that
    took it (docs/rules.md, "Ship losses": Vacuum, Fury)."""
    return hooks.has_power(state, seat, alien) or _last_loss(state, seat, name, target)


def _works_for(state: GameState, seat: int, name: str, target: int, alien: str | None = None) -> bool:
    """``hooks.works`` (of ``alien``) for a mandatory use at window ``name`` (see ``_has_for``)."""
    if hooks.works(state, seat, alien):
        return True
    return not hooks.zapped(state, seat, alien) and _last_loss(state, seat, name, target)


def _last_loss(state: GameState, seat: int, name: str, target: int) -> bool:
    """Is this the LOST window of the loss that took ``seat``'s power, at a ``last_loss_triggers`` table?"""
    return name == LOST and state.config.last_loss_triggers and _loss_took_power(state, seat, target)


def _loss_took_power(state: GameState, seat: int, target: int) -> bool:
    """Did loss ``target`` (``enc.mods.losses``) of ``seat``'s ships take its power: the home colonies
    it emptied bring the seat back to the threshold?"""
    losses = state.enc.mods.losses or ()
    record = losses[target] if 0 <= target < len(losses) else None
    if record is None or record["seat"] != seat or state.aliens[seat] not in hooks.POWERS:
        return False
    n, home = state.n, state.planet_home
    emptied = {
        loc
        for loc, _ in record["sources"]
        if isinstance(loc, int) and home[loc] == seat and not state.ships[loc * n + seat]
    }
    return home_colony_count(state, seat) + len(emptied) >= state.config.power_threshold


def wanted(state: GameState, name: str) -> bool:
    """Could anyone act in window ``name`` now (a power with a use there, or a card for it in a hand)?"""
    if cards_for_held(state, name) or techs.anyone_could_act(state, name):
        return True
    return _in_play(state, _ACTING.get(name, _NO_ALIENS)) or _in_play(
        state, _MANDATORY_IN.get(name, _NO_ALIENS)
    )


def visited(state: GameState, ev: Events, name: str, target: int = -1) -> None:
    """Note that the turn reached window ``name``, whether or not anyone may act there (a hot-seat screen
    pauses at every such point alike, so that its pauses tell nobody who holds what)."""
    if state.visits is not None:
        state.visits.append((name, target, len(ev)))


@step("happened")
def happened(
    state: GameState, ev: Events, name: str, seat: int, count: int, drawn: int = -1, source: int = -1
) -> None:
    """Something powers may answer happened (``DREW``, ``RETRIEVED``, ``TOOK``): record it as ``{seat,
    count}`` in ``enc.mods.draws``, ``enc.mods.retrievals`` or ``enc.mods.takes`` and open its window, if
    anyone could act. A draw's record also names (``drawn``) where its cards are kept in secret
    (``game.deck.drawn_cards``); a take's record names the hand they came from (``source``)."""
    if state.over:
        return
    if not wanted(state, name):
        visited(state, ev, name)
        return
    if name == TOOK:
        if state.enc.mods.takes is None:
            state.enc.mods.takes = []
        state.enc.mods.takes.append({"seat": seat, "count": count, "source": source})
        open_window(state, ev, name, len(state.enc.mods.takes) - 1)
        return
    if name == DREW:
        if state.enc.mods.draws is None:
            state.enc.mods.draws = []
        records = state.enc.mods.draws
    else:
        if state.enc.mods.retrievals is None:
            state.enc.mods.retrievals = []
        records = state.enc.mods.retrievals
    record: dict[str, Any] = {"seat": seat, "count": count}
    if drawn >= 0:
        record["drawn"] = drawn
    records.append(record)
    open_window(state, ev, name, len(records) - 1)


@step("landed")
def landed(state: GameState, ev: Events, planet: int, seat: int, count: int) -> None:
    """``seat``'s ``count`` ships landed on ``planet``. Ships moved onto the same planet by one step (the
    offense and its allies landing, ships placed on colonies) are one landing: every such step still
    queued right behind this one joins it, so all of them stand on the planet before the LANDED window
    opens once for them (FAQ S5). Recorded in ``enc.mods.landings`` as ``{planet, seats: {seat: count}}``."""
    if state.over:
        return
    seats = {str(seat): count}
    queue = state.queue
    gifts: list[tuple[Any, ...]] = []  # Team Cosmic: gifts of the colonies this landing made come after it
    while queue and (
        (queue[-1][0] == "landed" and queue[-1][1] == planet)
        or (queue[-1][0] == "team_gift" and state.config.teams)
    ):
        if queue[-1][0] == "team_gift":
            gifts.append(queue.pop())
            continue
        _, _, other, more = queue.pop()
        seats[str(other)] = seats.get(str(other), 0) + more
    queue.extend(reversed(gifts))
    if not wanted(state, LANDED):
        visited(state, ev, LANDED)
        return
    if state.enc.mods.landings is None:
        state.enc.mods.landings = []
    records = state.enc.mods.landings
    records.append({"planet": planet, "seats": seats})
    open_window(state, ev, LANDED, len(records) - 1)


@step("window")
def open_window(state: GameState, ev: Events, name: str, target: int = -1) -> None:
    """Run the mandatory uses due now, then ask every seat that can play something; skip if nobody can."""
    # a power may act here (a use, or cards it lets its seat play from outside the hand)
    found = _interested(name) if state.any_alien else _NO_ALIENS
    present = hooks.held_among(state, found) if found else []  # the held aliens that may act here
    interested = bool(present)
    if state.any_alien and name != ZAP:
        if state.enc.mods.replay_flares is not None:  # flares played before a replay act again (game.rewind)
            due = rewind.replay_flares_due(state, name)
            if due:
                push(state, *due, ("window", name, target))
                return
        steps = _mandatory(state, name, target, present) if interested else []
        if steps:
            push(state, *steps, ("window", name, target))
            return
    visited(state, ev, name, target)
    asked = False
    relevant = CARDS_FOR.get(name, _NONE)
    if interested:  # both indexes are parts of ``found``: ``present`` holds all their held aliens
        acting = _any_in(present, _ACTING.get(name, _NO_ALIENS))
        holding = _any_in(present, hooks.OVERRIDES.get("playable_cards", _NO_ALIENS))
    else:
        acting = holding = False
    provided, flares = bool(_PROVIDED.get(name, _NONE)), bool(_FLARES_FOR.get(name, _NONE))
    hands = state.hands
    tech = bool(state.tech_card)  # the Technology variant: completed techs act in windows too
    if not (provided or flares or acting or holding or tech):
        return
    bits = window_cards.card_bits(name)
    for seat in order_of(state):  # a quick test first: this runs for every seat at every window
        hand = hands[seat]
        kinds = window_cards.hand_bits(bits, hand)
        cards = bool(kinds & IN_PROVIDED)
        flare = bool(kinds & IN_FLARES) and _flare_could(state, seat, name, hand)
        power = acting and _power_could(state, seat, name)
        held = holding and _holds_for(state, seat, relevant)
        tech_use = tech and techs.could_act(state, seat, name)
        if not (cards or flare or power or held or tech_use):
            continue
        options = _options(state, seat, name, target, cards, flare, power, held, tech_use)
        if options:
            ask(state, seat, CHOOSE, "window", [PASS, *options])
            asked = True
    if asked:
        state.window = {"name": name, "target": target}
        state.answers = {}


@answer("window")
def _on_window(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.answers[prompt.seat] = action
    if any(p.ctx == "window" for p in state.prompts):
        return
    answers = state.answers
    window = state.window or {"name": "", "target": -1}
    state.answers = {}
    state.window = None
    plays = [(s, answers[s]) for s in timing_order(state) if s in answers and answers[s]["type"] != "pass"]
    if not plays:
        return
    if state.any_alien:
        plays.sort(key=lambda p: -_priority(p[1]))  # Use.priority first, then timing order (FAQ X6)
    steps: list[tuple[Any, ...]] = [("play_card", s, a, window["name"], window["target"]) for s, a in plays]
    if window["name"] != ZAP:
        steps.append(("window", window["name"], window["target"]))
    push(state, *steps)


@step("mandatory_use")
def mandatory_use(
    state: GameState, ev: Events, seat: int, alien: str, key: str, window: str, target: int
) -> None:
    """A mandatory use: its owner picks among its forms if there are several (no passing)."""
    if alien not in hooks.powers_of(state, seat):
        return
    power = hooks.POWERS[alien]
    use = next(u for u in power.uses if u.key == key)
    if not (
        _works_for(state, seat, window, target, alien)
        or (use.passive and _has_for(state, seat, window, target, alien))
    ):
        return
    options = [
        {"type": "power", "alien": alien, "use": key, **o} for o in power.options(state, seat, use, target)
    ]
    if options:
        hidden_powers.reveal_use(state, ev, seat, alien)  # before its owner is seen choosing a form
        ask_choice(state, ev, seat, "mandatory_use", options)


@answer("mandatory_use")
def _on_mandatory(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    begin_use(state, ev, prompt.seat, action)


def begin_use(state: GameState, ev: Events, seat: int, action: dict[str, Any], card: int = -1) -> None:
    """Announce a power use or a flare play; it resolves after its zap window."""
    state.seq += 1
    alien = action.get("alien") or FLARE_ALIEN.get(card, "")
    half = action.get("half", hooks.POWER)
    play = {
        "id": state.seq,
        "seat": seat,
        "card": card,
        "action": action,
        "cancelled": False,
        "alien": alien,
        "half": half,
        "use": action["use"],
    }
    use = hooks.use_of(hooks.POWERS[alien], half, action["use"]) if alien in hooks.POWERS else None
    if use is not None and use.shows:  # cards the use shows the table while it waits (FAQ Z5)
        play["shown"] = [c for k in use.shows for c in _card_list(action.get(k))]
    state.plays.append(play)
    if half != hooks.WILD:  # a use of the power, or its Super: the sheet turns face up (hidden powers)
        hidden_powers.reveal_use(
            state, ev, seat, alien, hidden_powers.SUPER if card >= 0 else hidden_powers.USE
        )
    args = {k: v for k, v in action.items() if k not in ("type", "card", "alien", "use", "half")}
    if card >= 0:
        note(
            ev,
            "card_played",
            seat=seat,
            card=card,
            name=CARD_NAME[card],
            half=half,
            use=action["use"],
            **args,
        )
    else:
        note(ev, "power_used", seat=seat, alien=alien, use=action["use"], **args)
        power = hooks.POWERS[alien]
        if any(u.passive and u.key == action["use"] for u in power.uses):  # nothing to zap (FAQ Z1)
            push(state, ("resolve_play", play["id"]))
            return
        if wanted(state, USING):
            push(state, ("window", ZAP, play["id"]), ("using", play["id"]), ("resolve_play", play["id"]))
            return
        visited(state, ev, USING, play["id"])
    push(state, ("window", ZAP, play["id"]), ("resolve_play", play["id"]))


def _card_list(value: Any) -> list[int]:
    """A use argument naming one card or several, as a list."""
    if isinstance(value, int) and value >= 0:
        return [value]
    return [c for c in value if isinstance(c, int)] if isinstance(value, list) else []


@step("using")
def using(state: GameState, ev: Events, play_id: int) -> None:
    """The USING window of a power use that came through its Cosmic Zap window uncancelled."""
    play = pending_play(state, play_id)
    if play is not None and not play["cancelled"]:
        open_window(state, ev, USING, play_id)


@step("play_card")
def play_card(
    state: GameState, ev: Events, seat: int, action: dict[str, Any], name: str, target: int
) -> None:
    """Put a chosen play into effect, if it is still legal after earlier plays in the same round."""
    if not _still_offered(state, seat, action, name, target):
        # nothing left the hand: only its owner learns what it was
        note(ev, "play_fizzled", seat=seat)
        note(ev, "play_fizzled_card", to=(seat,), seat=seat, card=action.get("card", -1))
        return
    if action["type"] == techs.TECH_PLAY:
        techs.play(state, ev, seat, action)
        return
    if action["type"] == "power":
        power = hooks.POWERS[action["alien"]]
        use = next(u for u in power.uses if u.key == action["use"])
        hooks.mark_used(state, seat, power.name, use, target, name)
        begin_use(state, ev, seat, action)
        return
    card = action["card"]
    if action.get("held"):  # played from outside the hand (Miser's hoard): it passes through the hand
        hooks.POWERS[action["held"]].take_playable(state, ev, seat, card)
    state.hands[seat].remove(card)
    if state.any_alien and state.enc.mods.rewind_point is not None:  # a replay from Planning may give it back
        rewind.note_played(state, seat, card)
    if state.any_alien:  # a card played face up (a flare, artifact, reinforcement): the moment CardShown
        hooks.card_shown(state, ev, seat, card, "played")
    if CARD_KIND[card] == FLARE:
        enc = state.enc
        enc.flare_seats |= 1 << seat
        enc.flares_used.append(card)
        power = hooks.POWERS[FLARE_ALIEN[card]]
        halves = power.super_ if action["half"] == hooks.SUPER else power.wild
        use = next(u for u in halves if u.key == action["use"])
        hooks.mark_used(state, seat, power.name, use, target, name)
        begin_use(state, ev, seat, action, card)
        if enc.mods.rewind_point is not None:
            state.plays[-1]["window"] = name  # a replay from Planning carries it out again there
        if COPIERS and _copier_held(state):
            state.plays[-1]["at"] = [name, target]
        return
    state.seq += 1
    play = {"id": state.seq, "seat": seat, "card": card, "action": action, "cancelled": False}
    if COPIERS and CARD_KIND[card] == ARTIFACT and _copier_held(state):
        play["at"] = [name, target]
    state.plays.append(play)
    note(
        ev,
        "card_played",
        seat=seat,
        card=card,
        name=CARD_NAME[card],
        **{k: v for k, v in action.items() if k not in ("type", "card")},
    )
    if CARD_KIND[card] == ARTIFACT:
        push(state, ("window", ZAP, play["id"]), ("resolve_play", play["id"]))
    elif state.any_alien and any(_acts_in(state, s, PLAYED) for s in range(state.n)):
        push(state, ("window", PLAYED, play["id"]), ("resolve_play", play["id"]))  # powers may respond
    else:
        push(state, ("resolve_play", play["id"]))


def _copier_held(state: GameState) -> bool:
    """Does a seat hold a flare of ``COPIERS``, in its hand or where a power lets it play from?"""
    if any(shares(COPIERS, hand) for hand in state.hands):
        return True
    if not hooks.OVERRIDES.get("playable_cards"):
        return False
    return any(c in COPIERS for s in range(state.n) for _, c in hooks.playable_cards(state, s))


def copy_options(state: GameState, seat: int, play: dict[str, Any]) -> list[dict[str, Any]]:
    """The ways ``seat`` may carry out, as its own, the artifact or the flare's Wild of ``play`` (another
    player's, waiting in its zap window), where and when it was played (``play["at"]``): the choices that
    card or half would offer ``seat`` there if ``seat`` had played it, so only if ``seat`` meets its
    conditions (FAQ: "as a main player" and the like). Artifacts: ``{"type": "play", "card", ...}``;
    Wilds: ``{"type": "power", "alien", "use", ...}``. A Super copies nothing: it needs its alien's power.
    ``carry_out_copy`` carries one out."""
    card, at = play["card"], play.get("at")
    if at is None or card < 0 or play["seat"] == seat or play["cancelled"]:
        return []
    name, target = str(at[0]), int(at[1])
    if CARD_KIND[card] == ARTIFACT:
        hand = state.hands[seat]
        state.hands[seat] = [card]  # as if ``seat`` held the card
        try:
            fns = [fn for fn, ids in _PROVIDERS_AT.get(name, ()) if card in ids]
            found = [o for fn in fns for o in fn(state, seat, name, target)]
        finally:
            state.hands[seat] = hand
        return [o for o in found if o.get("card") == card]
    power = hooks.POWERS.get(str(play.get("alien", "")))
    if power is None or play.get("half") != hooks.WILD:
        return []
    use = hooks.use_of(power, hooks.WILD, str(play["use"]))
    if use is None or not fits(use, name) or not hooks.has_role(state, seat, use.role):
        return []
    return [
        {"type": "power", "alien": power.name, "use": use.key, **o}
        for o in power.options(state, seat, use, target)
    ]


def carry_out_copy(state: GameState, ev: Events, seat: int, action: dict[str, Any]) -> None:
    """Carry out for ``seat`` one of the ``copy_options``: the Wild's effect, or the artifact's effect
    (with no card of its own to discard: ``discard_played`` skips the copy)."""
    if action["type"] == "power":
        args = {k: v for k, v in action.items() if k not in ("type", "alien", "use")}
        hooks.POWERS[action["alien"]].resolve(state, ev, seat, action["use"], args)
        return
    card = int(action["card"])
    copy = {"id": -1, "seat": seat, "card": card, "action": action, "cancelled": False, "copy": True}
    EFFECTS[CARD_NAME[card]](state, ev, copy)


def discard_played(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """A resolved artifact's card goes to the discard pile (a copy of another's, ``carry_out_copy``,
    has none)."""
    if not play.get("copy"):
        discard_cards(state, ev, [play["card"]], play["seat"])


@step("resolve_play")
def resolve_play(state: GameState, ev: Events, play_id: int) -> None:
    """Carry out a play that survived its response window."""
    play = next(p for p in state.plays if p["id"] == play_id)
    card = play["card"]
    if "alien" in play:
        _resolve_use(state, ev, play)
        return
    state.plays.remove(play)
    if play["cancelled"] == "prevented":
        _prevented(state, ev, play)
        return
    if play["cancelled"]:
        note(ev, "play_cancelled", seat=play["seat"], card=card)
        discard_cards(state, ev, [card], play["seat"])
        return
    EFFECTS[CARD_NAME[card]](state, ev, play)


def prevent_play(state: GameState, ev: Events, play_id: int) -> None:
    """Stop a flare or artifact from being played (FAQ F3): it goes back to its owner's hand, does not
    count as the owner's flare, and may not be played again this encounter."""
    play = pending_play(state, play_id)
    if play is None or play["cancelled"] or play["card"] < 0 or uncancellable(play):
        return
    play["cancelled"] = "prevented"
    if state.enc.mods.barred is None:
        state.enc.mods.barred = []
    state.enc.mods.barred.append(play["card"])
    note(ev, "play_prevented", seat=play["seat"], card=play["card"])


def _prevented(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    seat, card = play["seat"], play["card"]
    _back(state, ev, play)
    if CARD_KIND[card] == FLARE:
        state.enc.flare_seats &= ~(1 << seat)  # the allowance is not used up; flares_used keeps it barred
    note(ev, "play_returned", seat=seat, card=card)


def redirect_flare(state: GameState, seat: int, alien: str, to: int) -> None:
    """The flare of ``alien`` that ``seat`` is resolving goes to seat ``to`` afterwards instead of back to
    its player's hand (-1: to the discard pile)."""
    for p in state.plays:
        if p["seat"] == seat and p["card"] >= 0 and FLARE_ALIEN.get(p["card"]) == alien:
            p["return_to"] = to


def _resolve_use(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    seat, card = play["seat"], play["card"]
    power = hooks.POWERS[play["alien"]]
    cancelled = play["cancelled"]
    if card >= 0:
        if cancelled == "prevented":
            state.plays.remove(play)
            _prevented(state, ev, play)
            return
        if cancelled == "card":  # Card Zap: the flare is discarded and still counts as played (FAQ F3)
            state.plays.remove(play)
            note(ev, "play_cancelled", seat=seat, card=card)
            discard_cards(state, ev, [card], seat)
            return
        if cancelled:  # Cosmic Zap on a Super: the flare goes back and may still be played (FAQ Z4)
            note(ev, "play_cancelled", seat=seat, card=card)  # named while still face up
            state.plays.remove(play)
            _back(state, ev, play)
            enc = state.enc
            enc.flare_seats &= ~(1 << seat)
            enc.flares_used.remove(card)
            power.on_zapped(state, ev, seat, play["use"], play["action"])
            return
        push(state, ("flare_back", play["id"]))  # after everything the effect queues (FAQ F1)
        if state.enc.mods.rewind_point is not None:
            rewind.note_flare(state, play)
    else:
        if cancelled:
            state.plays.remove(play)
            note(ev, "power_cancelled", seat=seat, alien=power.name, use=play["use"])
            power.on_zapped(state, ev, seat, play["use"], play["action"])
            return
        if "shown" in play:  # the cards it showed stay face up while it resolves, then it is done
            power.resolve(state, ev, seat, play["use"], play["action"])
            state.plays.remove(play)
            return
        state.plays.remove(play)
    power.resolve(state, ev, seat, play["use"], play["action"])


@step("flare_back")
def flare_back(state: GameState, ev: Events, play_id: int) -> None:
    """A flare returns to the hand of the player who used it once its effect is over (or goes where the
    flare itself says: ``redirect_flare``)."""
    play = pending_play(state, play_id)
    if play is None:
        return
    to = play.get("return_to", play["seat"])
    if to >= 0:
        note(ev, "flare_returned", seat=to, card=play["card"])  # named while still face up on the table
    state.plays.remove(play)
    if to < 0:
        discard_cards(state, ev, [play["card"]], play["seat"])
    elif to == play["seat"]:
        _back(state, ev, play)  # a flare played from a hoard goes back to it (FAQ, Miser)
    else:
        state.hands[to].append(play["card"])


def uncancellable(play: dict[str, Any]) -> bool:
    """Is ``play`` a use no zap or other effect may cancel (``Use.uncancellable``: Symbiote Super)?"""
    power = hooks.POWERS.get(str(play.get("alien", "")))
    if power is None:
        return False
    use = hooks.use_of(power, str(play.get("half", hooks.POWER)), str(play.get("use", "")))
    return use is not None and use.uncancellable


def pending_play(state: GameState, play_id: int) -> dict[str, Any] | None:
    """The play with this id that is waiting to resolve, if any."""
    for p in state.plays:
        if p["id"] == play_id:
            return p
    return None


def power_use_pending(
    state: GameState, play_id: int, seat: int, alien: str, uses: tuple[str, ...]
) -> dict[str, Any] | None:
    """Play ``play_id`` if it is ``seat``'s use of ``alien``'s power (not its flare) named one of ``uses``,
    waiting to resolve (a Super in the USING window asks this of its target)."""
    play = pending_play(state, play_id)
    if play is None or play["seat"] != seat or play["card"] >= 0:
        return None
    return play if play.get("alien") == alien and play["use"] in uses else None
