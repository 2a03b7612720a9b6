"""A game at this screen: the engine, who controls each seat, and the order decisions are taken in.

The session is the only part of the window that touches the engine's state. Scenes read views
(``view(seat)``), send actions (``submit``) and let bots move (``bot_step``); every call returns the batch
of events it produced, with their visibility, so the table can animate and log what each looker may see.
No pygame here: the session is plain Python and tested without a display.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bots import Bot, make_bot
from game.config import GameConfig
from game.engine import TABLE, apply, new_game
from game.events import Event
from game.prompts import Prompt
from game.sim import seat_context
from game.state import GameState
from game.view import view_for


@dataclass
class Batch:
    """The events of one action (or of the setup), in order, with who acted."""

    events: list[Event]
    actor: int | None = None
    action: dict[str, Any] | None = None


@dataclass
class Seat:
    """Who sits in a seat: a person at this screen (``bot is None``) or a bot."""

    bot: Bot | None = None
    strength: str = "human"

    @property
    def human(self) -> bool:
        """True for a person at this screen."""
        return self.bot is None


@dataclass
class LocalSession:
    """A hot-seat game: the engine's state, one controller per seat, and the history of batches."""

    config: GameConfig
    seats: list[Seat]
    state: GameState = field(init=False)
    history: list[Batch] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.state, opening = new_game(self.config)
        self.history.append(Batch(opening))

    @classmethod
    def with_strengths(cls, config: GameConfig, strengths: list[str]) -> LocalSession:
        """Seats from a list like ``["human", "normal", "easy"]``; bots get seeds derived from the game's."""
        seats = [
            Seat() if s == "human" else Seat(make_bot(s, config.seed * 1000 + i + 1), s)
            for i, s in enumerate(strengths)
        ]
        return cls(config, seats)

    # -- reading -----------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """True once someone has won."""
        return self.state.over

    @property
    def humans(self) -> list[int]:
        """Seats played by people at this screen."""
        return [i for i, s in enumerate(self.seats) if s.human]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (None = a spectator) may know now."""
        return view_for(self.state, seat)

    def prompts(self) -> list[Prompt]:
        """Every open prompt."""
        return list(self.state.prompts)

    def bot_prompts(self) -> list[Prompt]:
        """Open prompts that bots answer."""
        return [p for p in self.state.prompts if not self.seats[p.seat].human]

    def human_prompts(self, looker: int | None = None) -> list[Prompt]:
        """Open prompts for people here: the looker's first, then the others clockwise from the offense."""
        n = self.state.n
        off = self.state.offense if self.state.offense >= 0 else 0
        ps = [p for p in self.state.prompts if self.seats[p.seat].human]
        return sorted(ps, key=lambda p: (p.seat != looker, (p.seat - off) % n, p.id))

    def next_human_prompt(self, looker: int | None = None) -> Prompt | None:
        """The prompt a person should answer next, once no bot has anything to do."""
        if self.bot_prompts():
            return None
        ps = self.human_prompts(looker)
        return ps[0] if ps else None

    # -- acting ------------------------------------------------------------------------------------
    def submit(self, seat: int, action: dict[str, Any]) -> Batch:
        """Play ``action`` for ``seat``; raises IllegalAction (and changes nothing) if it is not legal."""
        act = dict(action)
        act["seat"] = seat
        events = apply(self.state, act)
        batch = Batch(events, seat, act)
        self.history.append(batch)
        return batch

    def bot_step(self) -> Batch | None:
        """Let the first bot with an open prompt answer it; None when no bot has anything to do."""
        ps = self.bot_prompts()
        if not ps:
            return None
        prompt = ps[0]
        return self.submit(prompt.seat, self.bot_decide(prompt))

    def bot_decide(self, prompt: Prompt) -> dict[str, Any]:
        """The bot's answer to ``prompt``, from its seat's view and samples (never the state itself).

        It only reads the game, so the table may run it on a worker thread while frames go on; the
        answer is then applied with ``submit`` on the main thread.
        """
        bot = self.seats[prompt.seat].bot
        assert bot is not None
        return bot.act(prompt, seat_context(self.state, prompt.seat))

    def deal_timeout(self) -> Batch:
        """The table's clock ran out on a deal."""
        events = apply(self.state, {"seat": TABLE, "type": "deal_timeout"})
        batch = Batch(events, None, {"seat": TABLE, "type": "deal_timeout"})
        self.history.append(batch)
        return batch
