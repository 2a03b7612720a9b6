"""Planning: both main players choose an encounter card face down, at the same time (R3.7)."""

from __future__ import annotations

from typing import Any

from game import hooks, rewind
from game.cards.catalog import (
    ATTACK,
    CARD_BACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    COSMIC,
    CROOKED_DEAL,
    IS_ENCOUNTER,
    REWARD,
)
from game.cards.kickers import kicker_steps, may_play_kickers
from game.core import Events, answer, ask, note, push, step, timing_order
from game.deck import has_encounter_card, is_reward, needs_new_hand, new_hand, reward_backs
from game.encounter_mods import need
from game.moves import send_home
from game.phases.turn import skip_to_end
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import PLANNING, SELECTED, SHOW


def card_options(hand: list[int], attacks_only: bool = False, backs: bool = False) -> list[dict[str, Any]]:
    """One option per distinct encounter card face in the hand (with ``backs``, the reward deck variant:
    per face and back, since the back of the card put down is public); only attacks if a power demands
    them (``mods.attacks_only``) and the hand holds one."""
    seen: set[str] = set()
    out = []
    playable = IS_ENCOUNTER
    if attacks_only and any(CARD_KIND[c] == ATTACK for c in hand):
        playable = tuple(k == ATTACK for k in CARD_KIND)
    for c in hand:
        key = f"{CARD_NAME[c]}/{CARD_BACK[c]}" if backs else CARD_NAME[c]
        if playable[c] and key not in seen:
            seen.add(key)
            out.append({"type": "encounter_card", "card": c})
    return out


def select_options(state: GameState, seat: int) -> list[dict[str, Any]]:
    """The encounter cards ``seat`` may select: from its hand (only the card a power forces on it if it
    holds it, ``mods.forced_card``: {str(seat): card}), and from outside the hand where a power allows
    it (Miser's hoard: the option names the power in ``held``)."""
    mods = state.enc.mods
    hand = state.hands[seat]
    forced = (mods.forced_card or {}).get(str(seat), -1)
    if forced not in hand and mods.forced_secret is not None:  # forced in secret (Magician: a card face down)
        forced = mods.forced_secret.get(str(seat), -1)
    if forced in hand:
        return [{"type": "encounter_card", "card": forced}]
    attacks_only = bool(mods.attacks_only)
    backs = reward_backs(state)
    if forced >= 0 and state.any_alien:  # a forced card kept outside the hand (shown from Miser's hoard)
        for alien, card in hooks.playable_cards(state, seat):
            if card == forced:
                return [{**o, "held": alien} for o in card_options([card], False, backs)]
    out = card_options(hand, attacks_only, backs)
    if state.any_alien:
        for alien, card in hooks.playable_cards(state, seat):
            out.extend({**o, "held": alien} for o in card_options([card], attacks_only, backs))
    pledges = mods.pledges.get(str(seat)) if mods.pledges is not None else None
    if pledges:  # answers the player is bound by (Seeker): they win over attacks_only (FAQ, Loser)
        kept = [o for o in out if keeps_pledges(o["card"], pledges)]
        if not kept and attacks_only:
            kept = [o for o in select_options_free(state, seat) if keeps_pledges(o["card"], pledges)]
        out = kept or out  # a pledge that can no longer be kept binds nothing
    named = mods.named_card.get(str(seat)) if mods.named_card is not None else None
    if named:  # cards another player named (Visionary): after the pledges, which win over it (FAQ X10)
        out = named_options(out, named)
    return out


def names_card(card: int, names: list[str]) -> bool:
    """Is ``card`` one of ``names`` (``mods.named_card``: printed names, or whole kinds)?"""
    return CARD_NAME[card] in names or CARD_KIND[card] in names


def named_options(options: list[dict[str, Any]], names: list[str]) -> list[dict[str, Any]]:
    """The options a named-card demand leaves: the named cards among them, or all if none is held. A
    Crooked Deal answers only its own name, or "Negotiate" when no plain negotiate is held (FAQ)."""
    kept = [o for o in options if names_card(o["card"], names)]
    if not kept and "Negotiate" in names:
        kept = [o for o in options if CARD_NAME[o["card"]] == CROOKED_DEAL]
    return kept or options


def select_options_free(state: GameState, seat: int) -> list[dict[str, Any]]:
    """The hand's encounter cards with no ``attacks_only`` rule."""
    return card_options(state.hands[seat], False, reward_backs(state))


def pledge_matches(card: int, kind: str, least: int) -> bool:
    """Is ``card`` of ``kind`` (an attack: of value ``least`` or more)?"""
    return CARD_KIND[card] == kind and (kind != ATTACK or CARD_VALUE[card] >= least)


def keeps_pledges(card: int, pledges: list[list[Any]]) -> bool:
    """Does choosing ``card`` keep every pledge ``[kind, least, yes]`` (``mods.pledges``: a player said
    it will, or will not, play a card of that kind this encounter)?"""
    return all(pledge_matches(card, str(k), int(n)) == bool(yes) for k, n, yes in pledges)


@step("planning")
def planning(state: GameState, ev: Events) -> None:
    """End the turn if the offense has no encounter card; offer kickers (the offense first; a defense may
    play one before it draws a new hand, FAQ); refill a defense that has no encounter card; ask both."""
    if state.enc.mods.skip_cards:  # an encounter decided without cards (Trickster): no Planning at all
        return
    hooks.phase_start(state, ev, "planning")
    if rewind.wanted(state):  # a power may replay the encounter from here (game.rewind)
        rewind.save_point(state)
    off = state.offense
    if not has_encounter_card(state.hands[off]):
        _offense_out_of_cards(state, ev)
        return
    if may_play_kickers(state):
        push(state, *kicker_steps(state), ("planning_cards",))
        return
    planning_cards(state, ev)


@step("planning_cards")
def planning_cards(state: GameState, ev: Events) -> None:
    """Refill a defense that has no encounter card, then the Planning window and the choice of cards."""
    off = state.offense
    enc = state.enc
    if needs_new_hand(state, enc.defense):
        new_hand(state, ev, enc.defense)
        if not has_encounter_card(state.hands[off]):  # a Cosmic Quake during that draw re-dealt the offense
            _offense_out_of_cards(state, ev)
            return
    push(state, ("window", PLANNING, -1), ("select_cards",), ("window", SELECTED, -1))


@step("select_cards")
def select_cards(state: GameState, ev: Events) -> None:
    """Both main players choose at once; if a power says one must choose face up first
    (``mods.face_up_first``), that player chooses first and shows its card."""
    off = state.offense
    enc = state.enc
    if not has_encounter_card(state.hands[off]):  # a power in the Planning window took them
        _offense_out_of_cards(state, ev)
        return
    if not has_encounter_card(state.hands[enc.defense]):
        new_hand(state, ev, enc.defense)
        if state.prompts:  # the discard opened a prompt (a power taking a discarded card): choose after it
            push(state, ("select_cards",))
            return
    state.answers = {}
    first = enc.mods.face_up_first if enc.mods.face_up_first is not None else -1
    seats = [first] if first in (off, enc.defense) else [off, enc.defense]
    for seat in seats:
        ask(state, seat, CHOOSE, "select_card", select_options(state, seat))


def _offense_out_of_cards(state: GameState, ev: Events) -> None:
    """R3.7.2: the turn ends; launched ships and allies go home without a result (docs/rules.md)."""
    note(ev, "offense_out_of_cards", seat=state.offense)
    end_turn_void(state)


def end_turn_void(state: GameState) -> None:
    """The offense cannot go on (no encounter card: R3.7.2): the encounter ends without a result, the
    turn with it, and every ship in the encounter goes home."""
    enc = state.enc
    enc.outcome = "void"
    enc.turn_over = True
    skip_to_end(state)
    push(state, *send_home(state, timing_order(state)))


@step("show_first")
def show_first(state: GameState, ev: Events, seat: int) -> None:
    """The card chosen first is shown (unless a power keeps it face down under a claim,
    ``mods.claims``); then the other main player chooses."""
    enc = state.enc
    action = need(enc.mods.first_pick)
    enc.mods.first_pick = None
    state.answers = {seat: action}
    if str(seat) not in (enc.mods.claims or {}):
        if enc.mods.shown is None:
            enc.mods.shown = []
        enc.mods.shown.append(action["card"])  # face up on the table from now on
        if enc.mods.face_up is None:
            enc.mods.face_up = {}
        enc.mods.face_up[str(seat)] = action["card"]  # in its player's slot
        note(ev, "card_shown", seat=seat, card=action["card"])
    other = state.offense if seat == enc.defense else enc.defense
    ask(state, other, CHOOSE, "select_card", select_options(state, other))


@answer("select_card")
def _on_select(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    state.answers[prompt.seat] = action
    enc = state.enc
    if (
        prompt.seat == (enc.mods.face_up_first if enc.mods.face_up_first is not None else -1)
        and len(state.answers) == 1
    ):
        enc.mods.first_pick = action  # kept aside while the SHOW window runs (it uses state.answers)
        state.answers = {}
        push(state, ("window", SHOW, prompt.seat), ("show_first", prompt.seat))
        return
    if reward_backs(state):  # the card lies face down on the table: its back is public
        back = REWARD if is_reward(state, action["card"]) else COSMIC
        note(ev, "card_selected", seat=prompt.seat, back=back)
    else:
        note(ev, "card_selected", seat=prompt.seat)
    if any(p.ctx == "select_card" for p in state.prompts):
        return
    answers = state.answers
    state.answers = {}
    enc.off_card = answers[state.offense]["card"]
    enc.def_card = answers[enc.defense]["card"]
    for seat in (state.offense, enc.defense):
        held = answers[seat].get("held")
        if held:  # chosen from outside the hand (Miser's hoard): it passes through the hand
            hooks.POWERS[held].take_playable(state, ev, seat, answers[seat]["card"])
    state.hands[state.offense].remove(enc.off_card)
    state.hands[enc.defense].remove(enc.def_card)
    for seat, card in ((state.offense, enc.off_card), (enc.defense, enc.def_card)):
        note(ev, "card_chosen", to=(seat,), seat=seat, card=card)
