"""Cosmic Incursion's reward cards: what the new card kinds change in an encounter (docs/rules.md,
"Reward deck").

Most reward cards need nothing new: negative attacks are attacks whose value is below zero, the reward
deck's attacks, reinforcements (+4 to +6), second morph, Cosmic Zap and Card Zap play exactly like their
cosmic namesakes (they are registered by name). What is new here:

- crooked deals: negotiates that take one more compensation card, and shift a failed deal's ship losses
  by one (one fewer for their player, one more for the opponent; two crooked deals cancel);
- compensation at a reward-deck table: backs are public, so the taker says how many reward-backed cards
  it takes before the cards are drawn at random within each back (FAQ T10).
"""

from __future__ import annotations

from typing import Any

from game import rng
from game.cards.catalog import CARD_KIND, CARD_NAME, CROOKED_DEAL, MORPH, NEGOTIATE
from game.core import Events, answer, ask_choice, note
from game.deck import is_reward, reward_backs, take_random
from game.gains import compensate
from game.prompts import Prompt
from game.state import GameState


def crooked(state: GameState, seat: int) -> bool:
    """Did main player ``seat`` reveal a crooked deal that still counts as a negotiate? A morph that copied
    the opponent's crooked deal is a crooked deal too (a morph becomes a copy of the other card). Another
    seat: is the negotiate it collects compensation with (``mods.negotiate_cards``) a crooked deal?"""
    enc = state.enc
    if seat == state.offense:
        card, kind, other = enc.off_card, enc.off_kind, enc.def_card
    elif seat == enc.defense:
        card, kind, other = enc.def_card, enc.def_kind, enc.off_card
    else:  # a negotiate a power laid beside the encounter cards (``mods.negotiate_cards``)
        held = (enc.mods.negotiate_cards or {}).get(str(seat), -1)
        return held >= 0 and CARD_NAME[held] == CROOKED_DEAL
    if kind != NEGOTIATE or card < 0:
        return False
    if CARD_NAME[card] == CROOKED_DEAL:
        return True
    return CARD_KIND[card] == MORPH and other >= 0 and CARD_NAME[other] == CROOKED_DEAL


def crooked_compensation(state: GameState, ev: Events, taker: int, count: int) -> int:
    """Compensation owed to ``taker``: one card more after a crooked deal (only when some is owed at all:
    no ships lost, no compensation, FAQ C1)."""
    if count > 0 and crooked(state, taker):
        note(ev, "crooked_deal", seat=taker, effect="compensation", count=count + 1)
        return count + 1
    return count


def crooked_deal_losses(state: GameState, ev: Events, losses: dict[int, int]) -> dict[int, int]:
    """A failed deal's ship losses per main player, after crooked deals: a lone crooked deal costs its
    player one ship less and the opponent one more; two crooked deals cancel out."""
    off, dfn = state.offense, state.enc.defense
    c_off, c_def = crooked(state, off), crooked(state, dfn)
    if c_off == c_def:
        if c_off:
            note(ev, "crooked_deals_cancel", seats=[off, dfn])
        return losses
    player, other = (off, dfn) if c_off else (dfn, off)
    out = dict(losses)
    out[player] = max(0, out[player] - 1)
    out[other] = out[other] + 1
    note(ev, "crooked_deal", seat=player, effect="failed_deal", loses=out[player], opponent_loses=out[other])
    return out


# --- compensation with public backs -----------------------------------------------------------------------


def backs_in_hand(state: GameState, seat: int) -> tuple[list[int], list[int]]:
    """(reward-backed, cosmic-backed) cards of ``seat``'s hand."""
    reward = [c for c in state.hands[seat] if is_reward(state, c)]
    cosmic = [c for c in state.hands[seat] if not is_reward(state, c)]
    return reward, cosmic


def back_options(state: GameState, payer: int, count: int) -> list[dict[str, Any]]:
    """How many reward-backed cards a taker of ``count`` cards from ``payer`` may ask for."""
    reward, cosmic = backs_in_hand(state, payer)
    count = min(count, len(reward) + len(cosmic))
    low, high = max(0, count - len(cosmic)), min(count, len(reward))
    return [{"type": "compensation_backs", "reward": r, "count": count} for r in range(high, low - 1, -1)]


def take_by_backs(state: GameState, payer: int, reward_count: int, count: int) -> list[int]:
    """Take ``reward_count`` random reward-backed cards and the rest random cosmic-backed ones."""
    hand = state.hands[payer]
    taken: list[int] = []
    for want_reward, k in ((True, reward_count), (False, count - reward_count)):
        for _ in range(k):
            pool = [i for i, c in enumerate(hand) if is_reward(state, c) == want_reward]
            if not pool:
                break
            state.rng, j = rng.below(state.rng, len(pool))
            taken.append(hand.pop(pool[j]))
    return taken


def take_compensation(state: GameState, ev: Events, taker: int, payer: int, count: int) -> list[int] | None:
    """Take ``count`` random cards from ``payer`` for ``taker``. At a reward-deck table with both backs in
    the payer's hand the taker first chooses how many reward-backed cards: that opens a prompt and returns
    None (``compensation_backs`` finishes the job); otherwise the cards are taken and returned."""
    if not reward_backs(state):
        return take_random(state, payer, count)
    options = back_options(state, payer, count)
    if len(options) <= 1:
        r = int(options[0]["reward"]) if options else 0
        return take_by_backs(state, payer, r, min(count, len(state.hands[payer])))
    note(ev, "compensation_backs_asked", seat=taker, payer=payer, count=options[0]["count"])
    ask_choice(state, ev, taker, "compensation_backs", [{**o, "payer": payer} for o in options])
    return None


@answer("compensation_backs")
def _on_backs(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    payer, taker = int(action["payer"]), prompt.seat
    cards = take_by_backs(state, payer, int(action["reward"]), int(action["count"]))
    compensate(state, ev, taker, payer, cards)
