"""Taking back an answer: what may be undone, decided by the engine from the action log.

A person may take back their own last answer while nobody has answered since and the answer revealed no
hidden card to anyone. ``take_back`` checks it the only trustworthy way: it replays the game from its
config (seed included) without the last action, plays that action again on a copy and requires the very
state the table holds now (same hash); then ``refusal`` compares what each seat (and a spectator) could
know before and after the answer. The rule refuses whenever in doubt (a simple rule, and a safe one):

- the last action was not this seat's (someone else answered since, or the table's deal clock ran out);
- one of its events was addressed to anyone but the one who answered (a secret told to another seat);
- a hidden pile changed (a card was drawn from the cosmic, reward or destiny deck, or the unused flares);
- some seat, or the whole table, knows a card it did not know before: a card that came into a hand, a
  card turned face up, a hand a power showed (``game.seen``), a card named by an event that was hidden
  from those who saw the event;
- an alien's private record changed (what only its owner sees may hold a peek).

The reasons name nobody (who was told or shown something is itself a secret, and so is who answered
in a play window). Nothing here changes a game: ``take_back`` returns the
earlier state for the caller to continue from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import hooks
from game.config import GameConfig
from game.engine import TABLE, apply, new_game
from game.errors import IllegalAction
from game.events import Event
from game.state import GameState
from game.view import view_for
from game.wire import state_hash

# Keys under which views and events name cards (a view's "offense" and "defense" are seats, not cards).
CARD_KEYS = frozenset(
    (
        "card",
        "cards",
        "chosen",
        "keep",
        "kept",
        "shown",
        "drawn",
        "gift",
        "hand",
        "hands",
        "discard",
        "reward_discard",
        "in_play",
        "my_card",
        "my_kicker",
        "offense_card",
        "defense_card",
        "offense_card_up",
        "defense_card_up",
        "offense_kicker",
        "defense_kicker",
    )
)
DESTINY_KEYS = frozenset(("destiny_card", "destiny_discard"))  # destiny cards are numbered apart
COSMIC, DESTINY = "c", "d"


@dataclass
class Undone:
    """The game as it was before the answer taken back, and every event from the opening to then."""

    state: GameState
    events: list[Event]
    actions: list[dict[str, Any]]


def take_back(config: GameConfig, actions: list[dict[str, Any]], seat: int, now: GameState) -> Undone | str:
    """Take back ``seat``'s last answer in the game ``actions`` played from ``config`` (``now``: the state
    the table holds). The earlier game, or why it may not be done."""
    quick = last_answer_refusal(config, actions, seat, now)
    if quick is not None:
        return quick
    state, events = new_game(config)
    try:
        for action in actions[:-1]:
            events.extend(apply(state, dict(action)))
        after = state.copy()
        last = apply(after, dict(actions[-1]))
    except IllegalAction as exc:
        return f"The game could not be played again up to that answer ({exc.reason})."
    if state_hash(after) != state_hash(now):
        return "Playing the game again does not lead to the table as it is, so nothing can be taken back."
    reason = refusal(state, after, seat, last)
    if reason is not None:
        return reason
    return Undone(state, events, [dict(a) for a in actions[:-1]])


def last_answer_refusal(
    config: GameConfig, actions: list[dict[str, Any]], seat: int, now: GameState
) -> str | None:
    """The checks that need no replay: the game goes on and its last action is ``seat``'s."""
    if now.over:
        return "The game is over."
    if not actions:
        return "Nothing has been answered yet."
    last = actions[-1].get("seat")
    if last == seat:
        return None
    if last == TABLE:
        return "The deal clock has run out since."
    # Never who: an answer in a play window is nobody's business (who was asked there is a secret).
    return "Someone has answered since."


def refusal(before: GameState, after: GameState, seat: int, events: list[Event]) -> str | None:
    """Why ``seat``'s answer, which turned ``before`` into ``after`` with ``events``, may not be taken back
    (None: it may). The rule of the module docstring."""
    if any(event.to is not None and set(event.to) - {seat} for event in events):
        return "It told another player something secret."
    for pile in ("deck", "reward_deck", "destiny_deck", "unused_flares"):
        if getattr(before, pile) != getattr(after, pile):
            return "A card was drawn after it: a card once seen cannot be unseen."
    public_before = known_cards(before, None)
    if known_cards(after, None) - public_before:
        return "A card was turned face up after it."
    public_ids = {card for _, card in public_before}
    for s in range(before.n):
        mine = known_cards(before, s)
        if known_cards(after, s) - mine:
            return "It showed you a card you had not seen." if s == seat else "It showed a player a card."
        if hooks.private_info(before, s) != hooks.private_info(after, s):
            return "It changed what an alien keeps secret."
        if s == seat:
            own_ids = {card for _, card in mine}
            if any(_named(e) - own_ids for e in events if e.to is not None):
                return "It showed you a card you had not seen."
    if any(_named(e) - public_ids for e in events if e.to is None):
        return "It showed the table a card."
    return None


def known_cards(state: GameState, seat: int | None) -> set[tuple[str, int]]:
    """Every card ``seat`` (None: a spectator, the whole table) can see now, tagged cosmic or destiny."""
    found: set[tuple[str, int]] = set()
    _collect(view_for(state, seat), None, found)
    found.update((COSMIC, c) for c in hooks.face_up_cards(state))
    return found


def _collect(value: Any, tag: str | None, found: set[tuple[str, int]]) -> None:
    """Card numbers in ``value``: every int under a card key (``tag`` set), found at any depth."""
    if isinstance(value, dict):
        for key, item in value.items():
            sub = tag
            if tag is None and key in CARD_KEYS:
                sub = COSMIC
            elif tag is None and key in DESTINY_KEYS:
                sub = DESTINY
            _collect(item, sub, found)
    elif isinstance(value, list | tuple):
        for item in value:
            _collect(item, tag, found)
    elif tag is not None and isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        found.add((tag, value))


def _named(event: Event) -> set[int]:
    """Card numbers an event names."""
    found: set[tuple[str, int]] = set()
    _collect(event.data, None, found)
    return {card for _, card in found}
