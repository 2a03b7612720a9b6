"""The base game's artifacts: who may play each, in which window, and what it does (base-rules R7)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game import hooks
from game.board import ALLY, GATE, WARP, colonies, move
from game.cards.catalog import (
    ARTIFACT,
    ATTACK,
    CARD_KIND,
    CARD_NAME,
    CARD_TYPES,
    CARD_ZAP,
    COSMIC_ZAP,
    EMOTION_CONTROL,
    FLARE,
    FORCE_FIELD,
    IONIC_GAS,
    MOBIUS_TUBES,
    NEGOTIATE,
    PLAGUE,
    QUASH,
)
from game.core import Events, answer, ask, ask_choice, note, push, step, timing_order
from game.deck import discard_from_hand
from game.moves import place_ships
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import (
    ALLIANCE,
    DEAL_MADE,
    REGROUP,
    REVEAL,
    REWARDS,
    ZAP,
    discard_played,
    effect,
    pending_play,
    provider,
    uncancellable,
)


def _artifacts_in_hand(state: GameState, seat: int) -> dict[str, int]:
    """One card id per artifact name held (copies are interchangeable)."""
    held: dict[str, int] = {}
    for c in state.hands[seat]:
        if CARD_KIND[c] == ARTIFACT:
            held.setdefault(CARD_NAME[c], c)
    return held


def _play(card: int, **extra: Any) -> dict[str, Any]:
    return {"type": "play", "card": card, **extra}


@provider(
    {
        REGROUP: [PLAGUE, MOBIUS_TUBES],
        ALLIANCE: [FORCE_FIELD],
        REVEAL: [EMOTION_CONTROL],
        REWARDS: [IONIC_GAS],
        DEAL_MADE: [QUASH],
        ZAP: [CARD_ZAP, COSMIC_ZAP],
    },
    rank=30,
)
def artifact_options(state: GameState, seat: int, window: str, target: int) -> list[dict[str, Any]]:
    """The artifact plays open to ``seat`` in ``window``."""
    held = _artifacts_in_hand(state, seat)
    if not held:
        return []
    out: list[dict[str, Any]] = []
    enc = state.enc
    if window == REGROUP:
        if PLAGUE in held:
            out.extend(_play(held[PLAGUE], target=t) for t in range(state.n))
        if MOBIUS_TUBES in held and seat == state.offense:
            out.append(_play(held[MOBIUS_TUBES]))
    elif window == ALLIANCE:
        if FORCE_FIELD in held:
            allies = [s for s in range(state.n) if (enc.off_allies | enc.def_allies) >> s & 1]
            for size in range(1, len(allies) + 1):
                out.extend(_play(held[FORCE_FIELD], allies=list(c)) for c in combinations(allies, size))
    elif window == REVEAL:
        if EMOTION_CONTROL in held and ATTACK in (enc.off_kind, enc.def_kind):
            out.append(_play(held[EMOTION_CONTROL]))
    elif window == REWARDS:
        if IONIC_GAS in held and not enc.no_rewards:
            out.append(_play(held[IONIC_GAS]))
    elif window == DEAL_MADE:
        if QUASH in held and enc.deal is not None and not enc.deal.get("quashed"):
            out.append(_play(held[QUASH]))
    elif window == ZAP:
        play = pending_play(state, target)
        if play is None or play["cancelled"] or uncancellable(play):
            return out
        if CARD_ZAP in held and play["card"] >= 0 and CARD_KIND[play["card"]] in (ARTIFACT, FLARE):
            out.append(_play(held[CARD_ZAP], play=target))
        if COSMIC_ZAP in held and cosmic_zappable(play):
            out.append(_play(held[COSMIC_ZAP], play=target))
    return out


def cosmic_zappable(play: dict[str, Any] | None) -> bool:
    """Could a Cosmic Zap stop ``play`` now: a power use or a Super, still pending and cancellable?"""
    return (
        play is not None
        and not play["cancelled"]
        and not uncancellable(play)
        and play.get("half") in ("power", "super")
    )


def cosmic_cancel(state: GameState, ev: Events, seat: int, play_id: int) -> None:
    """What a Cosmic Zap does (``seat`` stops it): the power use ``play_id`` is cancelled, and that power
    stays off for the rest of the encounter (FAQ Z6)."""
    target = pending_play(state, play_id)
    if target is not None:
        target["cancelled"] = "cosmic"
        hooks.zap(state, target["seat"], target["alien"])  # that alien only, at a Multiple Powers table
        note(ev, "power_zapped", seat=seat, owner=target["seat"], alien=target["alien"])


def _discard_played(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    discard_played(state, ev, play)


@effect(CARD_ZAP)
def card_zap(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """Cancel the flare or artifact being played; it is discarded without effect."""
    target = pending_play(state, play["action"]["play"])
    if target is not None:
        target["cancelled"] = "card"
        note(ev, "zapped", seat=play["seat"], card=target["card"], owner=target["seat"])
    _discard_played(state, ev, play)


@effect(COSMIC_ZAP)
def cosmic_zap(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """Cancel one use of an alien power; that power stays off for the rest of the encounter (FAQ Z6)."""
    cosmic_cancel(state, ev, play["seat"], play["action"]["play"])
    _discard_played(state, ev, play)


@effect(PLAGUE)
def plague(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """The target loses three ships of its choice and discards one card of each type it holds."""
    victim = play["action"]["target"]
    _discard_played(state, ev, play)
    push(state, ("lose_ships", victim, 3, "plague"), ("plague_discard", victim))


@step("plague_discard")
def plague_discard(state: GameState, ev: Events, seat: int) -> None:
    """One card of each type in the hand goes to the discard pile; the owner picks which (FAQ section 1.1).
    A card of a power's ``discard_sources`` (FAQ: Miser's hoard) may stand in for one of the hand's."""
    hand = state.hands[seat]
    outside = [c for _, c in hooks.discard_sources(state, seat)]
    groups = [
        [c for c in hand if CARD_KIND[c] == kind] + [c for c in outside if CARD_KIND[c] == kind]
        for kind in CARD_TYPES
        if any(CARD_KIND[c] == kind for c in hand)
    ]
    if not groups:
        return
    used = sorted({c for g in groups for c in g if c in outside})
    if not used and all(len({CARD_NAME[c] for c in g}) == 1 for g in groups):
        discard_from_hand(state, ev, seat, [g[0] for g in groups])
        return
    spec: dict[str, Any] = {"type": "discard", "groups": groups}
    if used:
        spec["outside"] = used  # secret: the prompt is the seat's own
    ask(state, seat, CARDS, "plague_discard", spec=spec)


@answer("plague_discard")
def _on_plague_discard(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    hooks.take_for_discard(state, ev, prompt.seat, action["cards"])
    discard_from_hand(state, ev, prompt.seat, action["cards"])


@effect(MOBIUS_TUBES)
def mobius_tubes(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """Every ship in the warp is freed onto its owner's colonies (FAQ S5: they land together)."""
    _discard_played(state, ev, play)
    push(state, *[("mobius_free", s) for s in timing_order(state) if state.warp[s]])


@step("mobius_free")
def mobius_free(state: GameState, ev: Events, seat: int) -> None:
    """Free one player's ships; with no colony they stay, except that the offense may fill the gate."""
    count = state.warp[seat]
    if not count:
        return
    if colonies(state, seat):
        place_ships(state, ev, seat, WARP, count, "retrieve_ships")
    elif seat == state.offense:
        options = [{"type": "to_gate", "count": k} for k in range(min(4, count), -1, -1)]
        ask_choice(state, ev, seat, "mobius_gate", options)


@answer("mobius_gate")
def _on_mobius_gate(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    move(state, ev, prompt.seat, WARP, GATE, action["count"])


@effect(FORCE_FIELD)
def force_field(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """The named allies leave the encounter and take their ships home; they still count as having allied."""
    _discard_played(state, ev, play)
    enc = state.enc
    steps = []
    for ally in play["action"]["allies"]:
        bit = 1 << ally
        if enc.off_allies & bit:
            enc.off_allies &= ~bit
            steps.append(("return_ships", ally, GATE))
        elif enc.def_allies & bit:
            enc.def_allies &= ~bit
            steps.append(("return_ships", ally, ALLY))
        note(ev, "alliance_cancelled", seat=ally)
    push(state, *steps)


@effect(EMOTION_CONTROL)
def emotion_control(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """Every attack revealed this encounter counts as a negotiate (a morph copying one too)."""
    _discard_played(state, ev, play)
    enc = state.enc
    if enc.off_kind == ATTACK:
        enc.off_kind = NEGOTIATE
    if enc.def_kind == ATTACK:
        enc.def_kind = NEGOTIATE
    note(ev, "cards_changed", offense=enc.off_kind, defense=enc.def_kind)


@effect(IONIC_GAS)
def ionic_gas(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """No compensation and no rewards are collected this encounter."""
    _discard_played(state, ev, play)
    state.enc.no_rewards = True
    note(ev, "no_rewards")


@effect(QUASH)
def quash(state: GameState, ev: Events, play: dict[str, Any]) -> None:
    """The deal just made is cancelled and counts as failed."""
    _discard_played(state, ev, play)
    deal = state.enc.deal
    if deal is not None:
        deal["quashed"] = True
    note(ev, "deal_quashed")
