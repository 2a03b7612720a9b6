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
from game.engine import apply, new_game
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
    """Take back ``seat``'s last answer outside the play windows in the game ``actions`` played from
    ``config`` (``now``: the state the table holds), and everything answered after it. The earlier game,
    or why it may not be done.

    Who is asked in a play window is a secret, so nothing about windows may decide it: answers in windows
    are never the one taken back (they are taken back with it when they came after it), and the answer
    is judged only up to the first window the turn reached after it (what came later depends on who was
    asked there). The table offers a take back only while nothing after that point has been shown
    (game.ui.scenes.table), so what is undone after it was seen by nobody at the screen."""
    if now.over:
        return "The game is over."
    if not any(a.get("seat") == seat for a in actions):  # before any replay
        return "Nothing of yours has been answered yet."
    state, events = new_game(config)
    ctxs: list[str] = []
    try:
        probe = state.copy()
        for action in actions:
            ctxs.append(_answers_in(probe, action))
            apply(probe, dict(action))
    except IllegalAction as exc:
        return f"The game could not be played again ({exc.reason})."
    mine = [i for i, a in enumerate(actions) if a.get("seat") == seat and ctxs[i] != "window"]
    if not mine:
        return "Nothing of yours has been answered yet."
    k = mine[-1]
    for action in actions[:k]:
        events.extend(apply(state, dict(action)))
    after = state.copy()
    snap = _FirstWindow(after)
    after.visits = snap
    last = apply(after, dict(actions[k]))
    after.visits = None
    if snap.at is not None and snap.told is not None:
        upto, told = snap.at, last[: snap.told]  # judged up to the first window the answer led to
    else:
        upto, told = after.copy(), last  # it led to a prompt: what comes next is public
    for action in actions[k + 1 :]:
        apply(after, dict(action))
    if state_hash(after) != state_hash(now):
        return "Playing the game again does not lead to the table as it is, so nothing can be taken back."
    reason = refusal(state, upto, seat, told)
    if reason is not None:
        return reason
    return Undone(state, events, [dict(a) for a in actions[:k]])


def _answers_in(state: GameState, action: dict[str, Any]) -> str:
    """The situation (``ctx``) of the open prompt ``action`` answers ("" if none: the table's clock)."""
    for p in state.prompts:
        if p.seat == action.get("seat") and action.get("prompt", p.id) == p.id:
            return p.ctx
    return ""


class _FirstWindow(list[tuple[str, int, int]]):
    """A ``GameState.visits`` that keeps a copy of the state when the turn reaches its first window."""

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.state = state
        self.at: GameState | None = None
        self.told: int | None = None  # how many of the answer's events came before that window

    def append(self, item: tuple[str, int, int]) -> None:
        """Note a window reached (the first one: a copy of the game as it stands there)."""
        if self.at is None:
            self.at = self.state.copy()
            self.told = item[2]
        super().append(item)


def refusal(before: GameState, after: GameState, seat: int, events: list[Event]) -> str | None:
    """Why ``seat``'s answer, which turned ``before`` into ``after`` with ``events``, may not be taken back
    (None: it may). The rule of the module docstring."""
    if any(event.to is not None and set(event.to) - {seat} for event in events):
        return "It told another player something secret."
    if any(event.kind == "alien_revealed" for event in events):  # hidden powers: a sheet turned over
        return "It turned an alien face up: once seen, it cannot be unseen."
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
