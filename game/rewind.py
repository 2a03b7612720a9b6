"""Replaying an encounter from the start of Planning (a power's "time travel": Chronos).

A rewind point is saved as Planning starts, only while a seat holds a power that may ask for a replay
(``Power.rewinds``); ``rewind_to_planning`` then puts the encounter back to that point, and
``replay_steps`` are the steps that play it again from Planning (the kickers, the Planning window, the
choice of cards, the reveal ...). What a rewind resets and what it keeps (FAQ, Chronos; docs/aliens.md):

Reset (back as it was when Planning started):
- the encounter cards come off the table and are handed to the caller (``{seat: card}``), which says
  where each goes (Chronos: its own to its hand, the opponent's set aside);
- every other card played from Planning on goes back to the hand of the player who played it: kickers
  (FAQ R6: they may be used again), reinforcements on the table, artifacts already discarded (a Cosmic
  Zap, Emotion Control ...), and plays still waiting to resolve;
- the encounter's state (a card an effect put on the table without playing it from a hand, such as
  Chosen's intervention, is discarded): the cards' kinds, values and bonuses, ``revealed``, the cards
  on the table, the zaps (a zap that went back to the hand no longer holds), the record of uses made
  (FAQ: Planning and Reveal powers may fire again, even "once per encounter" ones), and every encounter
  modifier in ``enc.mods`` and every alien's scratch set since Planning started.

Kept:
- flares: a flare played from Planning on stays played (its player may not play another, nor the same
  card again this encounter) and in effect: its play is carried out again, by itself, when the same window
  comes round in the replay, if it still can (its choice is still among its options; else it does
  nothing: FAQ F11, Calculator Wild, Deuce Wild);
- what cannot be undone: tokens spent, cards drawn or discarded by effects (only *played* cards come
  back), ships moved, what a player was shown (``_seen``), cards barred for the encounter;
- ``mods.rewound``: the encounter was replayed once (its second result is final).
"""

from __future__ import annotations

from typing import Any

from game import hooks
from game.cards.catalog import CARD_KIND, FLARE, FLARE_ALIEN
from game.core import Events, note, step
from game.deck import discard_cards
from game.encounter_mods import deep_copy as _deep
from game.encounter_mods import load_flags, need, to_flags
from game.moments import Rewound
from game.state import GameState

_ENC_FIELDS = (
    "off_card",
    "def_card",
    "revealed",
    "off_kind",
    "def_kind",
    "off_value",
    "def_value",
    "off_bonus",
    "def_bonus",
    "in_play",
    "outcome",
    "zapped",
    "used",
)


def wanted(state: GameState) -> bool:
    """Is a rewind point needed this encounter (a seated power may ask for a replay, none happened yet)?"""
    if not state.any_alien or state.enc.mods.rewound is not None:
        return False
    names = hooks.REWINDERS
    return bool(names) and any(a in names for s in range(state.n) for a in hooks.powers_of(state, s))


def save_point(state: GameState) -> None:
    """Planning starts: remember the encounter as it is now (called by the Planning phase)."""
    enc = state.enc
    enc.mods.rewind_point = None
    flags = _deep(to_flags(enc.mods, enc.scratch))  # the modifiers and the aliens' scratch, as saved
    enc.mods.rewind_point = {
        "enc": {f: _deep(getattr(enc, f)) for f in _ENC_FIELDS},
        "flags": flags,
        "played": [],  # [seat, card]: cards played from a hand since then
        "flares": [],  # [seat, card, half, use, window, args]: flares that took effect since then
    }


def note_played(state: GameState, seat: int, card: int) -> None:
    """A card left ``seat``'s hand as a play (a window's play, a kicker)."""
    point = state.enc.mods.rewind_point
    if point is not None:
        point["played"].append([seat, card])


def note_flare(state: GameState, play: dict[str, Any]) -> None:
    """A flare's play took effect (it came through its zap window)."""
    point = state.enc.mods.rewind_point
    if point is None or "window" not in play:
        return
    action = play["action"]
    args = {k: v for k, v in action.items() if k not in ("type", "card", "alien", "use", "half", "held")}
    point["flares"].append([play["seat"], play["card"], play["half"], play["use"], play["window"], args])


def _take_back(state: GameState, ev: Events, seat: int, card: int) -> bool:
    """Move a played ``card`` from the table or its discard pile to ``seat``'s hand (public: it was face
    up). False if it is elsewhere (already back in a hand, taken by a power ...)."""
    enc = state.enc
    if card in enc.in_play:
        note(ev, "card_returned", seat=seat, card=card, source="table")
        enc.in_play.remove(card)
    else:
        pile = None
        for p in (state.discard, state.reward_discard):
            if card in p:
                pile = p
        if pile is None:
            return False
        note(ev, "card_returned", seat=seat, card=card, source="discard")
        pile.remove(card)
    state.hands[seat].append(card)
    return True


def rewind_to_planning(state: GameState, ev: Events) -> dict[int, int]:
    """Put the encounter back to the start of Planning (see the module's list). Returns the main players'
    encounter cards taken off the table, ``{seat: card}``; the caller puts them somewhere. The steps after
    the current one up to Resolution are dropped: push ``replay_steps()`` next."""
    enc = state.enc
    point = need(enc.mods.rewind_point)
    enc.mods.rewind_point = None
    off, dfn = state.offense, enc.defense
    face_down = enc.mods.face_down or {}
    cards: dict[int, int] = {}
    for seat, card in ((off, enc.off_card), (dfn, enc.def_card)):
        card = card if card >= 0 else int(face_down.get(str(seat), -1))
        if card >= 0:
            cards[seat] = card
            if card in enc.in_play:
                enc.in_play.remove(card)
    _drop_pending(state, ev)
    kickers = {**(enc.mods.kickers_down or {}), **(enc.mods.kickers or {})}
    for key in sorted(kickers, key=int):
        card = int(kickers[key])
        if card in enc.in_play:
            enc.in_play.remove(card)
        state.hands[int(key)].append(card)
        note(ev, "kicker_returned", seat=int(key))  # face down ones stay secret: no card named
    for seat, card in point["played"]:
        if CARD_KIND[card] != FLARE and card not in kickers.values():
            _take_back(state, ev, seat, card)
    leftover = [c for c in enc.in_play if c not in point["enc"]["in_play"]]
    if leftover:  # cards an effect put on the table, not played from a hand (Chosen's intervention)
        enc.in_play = [c for c in enc.in_play if c not in leftover]
        discard_cards(state, ev, leftover)
    hooks.rewound(state, ev)  # what powers laid on the table outside it (Chosen's prayer)
    before, before_scratch = load_flags(point["flags"])
    earlier = before.end_calls or []
    for alien, seat, key in enc.mods.end_calls or []:
        if [alien, seat, key] not in earlier:  # set aside since Planning (hired ships): back to the hand
            hooks.POWERS[alien].hear(state, ev, seat, Rewound(key))
    now = enc.mods
    for name, value in point["enc"].items():
        setattr(enc, name, _deep(value))
    enc.mods, enc.scratch = before, before_scratch
    # what a rewind never resets: who has seen what, the cards prevented, a quake under way
    if now.seen is not None:
        before.seen = now.seen
    if now.barred is not None:
        before.barred = now.barred
    if now.quake is not None:
        before.quake = now.quake
    before.rewound = True
    if point["flares"]:
        enc.mods.replay_flares = point["flares"]
    note(ev, "encounter_rewound", offense=off, defense=dfn)
    return cards


def _drop_pending(state: GameState, ev: Events) -> None:
    """Drop the steps queued after the current one up to Resolution (plays chosen in the same round, the
    window's next round ...); flares keep their way back to the hand. A play waiting to resolve whose
    step is dropped gives its card back."""
    kept = []
    while state.queue and state.queue[-1] != ("resolution",):
        item = state.queue.pop()
        if item[0] == "flare_back":
            kept.append(item)
    state.queue.extend(reversed(kept))
    waiting = {item[1] for item in kept}
    for play in list(state.plays):
        if play["id"] in waiting:
            continue
        state.plays.remove(play)
        card = play["card"]
        if card >= 0 and CARD_KIND[card] != FLARE:
            state.hands[play["seat"]].append(card)
            note(ev, "card_returned", seat=play["seat"], card=card, source="table")
    state.window = None
    state.answers = {}
    state.prompts = [p for p in state.prompts if p.ctx != "window"]


def replay_steps() -> list[tuple[Any, ...]]:
    """The steps that play the encounter again from Planning, up to Resolution (already queued)."""
    return [("planning",), ("reveal",)]


def replay_flares_due(state: GameState, window: str) -> list[tuple[Any, ...]]:
    """Steps carrying out again the flares that took effect at ``window`` before the rewind."""
    entries = state.enc.mods.replay_flares
    if not entries:
        return []
    due = [e for e in entries if e[4] == window]
    if not due:
        return []
    rest = [e for e in entries if e[4] != window]
    if rest:
        state.enc.mods.replay_flares = rest
    else:
        state.enc.mods.replay_flares = None
    return [("replay_flare", *e) for e in due]


@step("replay_flare")
def replay_flare(
    state: GameState,
    ev: Events,
    seat: int,
    card: int,
    half: str,
    use_key: str,
    window: str,
    args: dict[str, Any],
) -> None:
    """A flare played before the rewind acts again in the replay, if its choice still holds (FAQ F11)."""
    power = hooks.POWERS.get(FLARE_ALIEN.get(card, ""))
    if power is None:
        return
    use = hooks.use_of(power, half, use_key)
    target = -1
    if use is None or not hooks.has_role(state, seat, use.role):
        note(ev, "flare_lapsed", seat=seat, alien=power.name)
        return
    if args not in power.options(state, seat, use, target):
        note(ev, "flare_lapsed", seat=seat, alien=power.name)
        return
    note(ev, "flare_replayed", seat=seat, alien=power.name, half=half)
    power.resolve(
        state, ev, seat, use_key, {"type": "play", "card": card, "half": half, "use": use_key, **args}
    )
