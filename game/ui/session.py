"""A game at a screen: the surface the table plays through (``Session``) and the hot-seat game (LocalSession).

The session is the only part of the window that touches the game. Scenes read views (``view(seat)``),
send actions (``submit``), let bots move and collect what happened elsewhere (``poll``); every call returns
the batch of events it produced, with their visibility, so the table can animate and log what each looker
may see. At a LAN table people also talk (``can_chat``, ``say``, and ``poll_chat`` for what was heard).
``LocalSession`` owns the engine's state; ``game.ui.remote_session.RemoteSession`` is a seat at a
LAN host and only knows what the host sent it. No pygame here: sessions are plain Python.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from game import takeback
from game.bots import Bot, bot_seed, make_bot
from game.config import INCURSION, GameConfig, default_config, expansions_for
from game.engine import TABLE, apply, new_game
from game.events import Event
from game.prompts import Prompt
from game.sim import seat_context
from game.state import GameState
from game.view import view_for

if TYPE_CHECKING:
    from game.ui.saves import Autosave


@dataclass
class Batch:
    """The events of one action (or of the setup), in order, with who acted."""

    events: list[Event]
    actor: int | None = None
    action: dict[str, Any] | None = None
    snap: bool = False  # the view was replaced (a resync): show it at once, stage nothing
    # Play windows the action went through, asked or not: (window, target, index in ``events`` where the
    # turn reached it). A shared screen pauses at each alike (game.ui.window_gate); a remote seat has none.
    holds: list[tuple[str, int, int]] = field(default_factory=list)


class Session(Protocol):
    """What the table scene (and its widgets, the gate and the results screen) may ask of a game.

    A local game answers from the engine; a remote one from what its host sent. Nothing else is read:
    no scene reaches into a session's state.
    """

    @property
    def config(self) -> GameConfig:
        """The game's options and seats."""
        ...

    @property
    def history(self) -> list[Batch]:
        """Every batch so far, the opening first (a remote seat: only the events it was sent)."""
        ...

    @property
    def n(self) -> int:
        """Players at the table."""
        ...

    @property
    def enc_no(self) -> int:
        """The encounter number of the current turn."""
        ...

    @property
    def turn(self) -> int:
        """The turn number."""
        ...

    @property
    def humans(self) -> list[int]:
        """Seats played by people at this screen."""
        ...

    @property
    def over(self) -> bool:
        """True once someone has won."""
        ...

    @property
    def times_deals(self) -> bool:
        """Does the table run the deal clock (True) or does someone else (a host)?"""
        ...

    def deal_left(self) -> float | None:
        """Seconds left on a deal clock someone else runs (None: no such clock running)."""
        ...

    def seat_status(self, seat: int) -> str | None:
        """A mark for a seat whose person is away from a LAN table ("disconnected, 23 s", "bot playing")."""
        ...

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (None = a spectator) may know now: a fresh copy the caller may change."""
        ...

    def prompts(self) -> list[Prompt]:
        """Every open prompt this screen may know of."""
        ...

    def prompt_open(self, prompt: Prompt) -> bool:
        """Is ``prompt`` still waiting for an answer?"""
        ...

    def bot_prompts(self) -> list[Prompt]:
        """Open prompts that bots here answer."""
        ...

    def human_prompts(self, looker: int | None = None) -> list[Prompt]:
        """Open prompts for people here, the looker's first."""
        ...

    def next_human_prompt(self, looker: int | None = None) -> Prompt | None:
        """The prompt a person should answer next, once no bot has anything to do."""
        ...

    def submit(self, seat: int, action: dict[str, Any]) -> Batch:
        """Answer for ``seat``; raises IllegalAction (changing nothing) when it cannot be sent or played."""
        ...

    def bot_decide(self, prompt: Prompt) -> dict[str, Any]:
        """A bot's answer to ``prompt`` (only for prompts from ``bot_prompts``)."""
        ...

    def deal_timeout(self) -> Batch:
        """The table's deal clock ran out (only called when ``times_deals``)."""
        ...

    def poll(self) -> list[Batch]:
        """Batches that happened elsewhere since the last call (a host's updates), in order."""
        ...

    @property
    def can_chat(self) -> bool:
        """Can people here talk to the rest of the table (a LAN game)?"""
        ...

    def say(self, text: str) -> None:
        """Say ``text`` to the table (nothing happens where ``can_chat`` is False)."""
        ...

    def poll_chat(self) -> list[dict[str, Any]]:
        """Chat lines heard by ``poll`` since the last call, oldest first: ``{"from", "seat", "text"}``."""
        ...

    def close(self) -> None:
        """The table is left: stop whatever the session runs."""
        ...


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
    """A hot-seat game: the engine's state, one controller per seat, the history of batches and the log of
    actions (what a save holds and a take back replays). With ``autosave`` (``game.ui.saves.start``) every
    action is written to the save as it is played."""

    config: GameConfig
    seats: list[Seat]
    state: GameState = field(init=False)
    history: list[Batch] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    autosave: Autosave | None = None
    _refusals: dict[int, str | None] = field(default_factory=dict, repr=False)  # take back, this position

    def __post_init__(self) -> None:
        self.state, opening = new_game(self.config)
        self.state.visits = []  # the windows each action goes through (see Batch.holds)
        self.history.append(Batch(opening))

    @classmethod
    def restored(
        cls,
        config: GameConfig,
        strengths: list[str],
        state: GameState,
        actions: list[dict[str, Any]],
        events: list[Event],
    ) -> LocalSession:
        """A game already under way (a save played back), its seats as ``with_strengths`` makes them: its
        state, its log, and every event so far as one batch the table shows at once (``snap``)."""
        self = cls.with_strengths(config, strengths)
        self._go_back(state, actions, events)
        return self

    def _go_back(self, state: GameState, actions: list[dict[str, Any]], events: list[Event]) -> None:
        """Put the game at ``state`` (reached by ``actions``, with ``events``): the table snaps to it."""
        self.state = state
        self.state.visits = []
        self.actions = list(actions)
        self.history = [Batch(list(events), snap=True)]
        self._refusals.clear()

    @classmethod
    def with_strengths(cls, config: GameConfig, strengths: list[str]) -> LocalSession:
        """Seats from a list like ``["human", "normal", "easy"]``; bots get seeds derived from the game's."""
        seats = [
            Seat() if s == "human" else Seat(make_bot(s, bot_seed(config.seed, i)), s)
            for i, s in enumerate(strengths)
        ]
        return cls(config, seats)

    # -- reading -----------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """True once someone has won."""
        return self.state.over

    @property
    def n(self) -> int:
        """Players at the table."""
        return self.state.n

    @property
    def enc_no(self) -> int:
        """The encounter number of the current turn."""
        return self.state.enc_no

    @property
    def turn(self) -> int:
        """The turn number."""
        return self.state.turn

    @property
    def times_deals(self) -> bool:
        """The table runs the deal clock of a local game."""
        return True

    def deal_left(self) -> float | None:
        """No one else runs a clock here."""
        return None

    def seat_status(self, seat: int) -> str | None:
        """Everyone is at this screen: nobody is ever away."""
        return None

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

    def prompt_open(self, prompt: Prompt) -> bool:
        """Is ``prompt`` still waiting for an answer?"""
        return prompt in self.state.prompts

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
        return self._play(act, seat)

    def _play(self, act: dict[str, Any], seat: int | None) -> Batch:
        """Apply ``act``; the batch carries the windows it went through."""
        visits = self.state.visits = []
        events = apply(self.state, act)
        batch = Batch(events, seat, act, holds=list(visits))
        visits.clear()
        self.history.append(batch)
        logged = {k: v for k, v in act.items() if k != "prompt"}
        self.actions.append(logged)
        self._refusals.clear()
        self._saving(lambda save: save.record(self, logged))
        return batch

    def _saving(self, write: Callable[[Autosave], None]) -> None:
        """Write to the save, if any; a save that cannot be written any more (a full disk) stops, the game
        goes on."""
        if self.autosave is None:
            return
        try:
            write(self.autosave)
        except OSError:
            self.autosave = None

    # -- taking back ------------------------------------------------------------------------------
    def take_back_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back its last answer now (None: it may). The engine decides
        (``game.takeback``); the answer is kept until the game moves."""
        if seat not in self._refusals:
            self._refusals[seat] = self._take_back(seat, dry=True)
        return self._refusals[seat]

    def can_take_back(self, seat: int) -> bool:
        """May ``seat`` take back its last answer now?"""
        return self.take_back_refusal(seat) is None

    def take_back(self, seat: int) -> str | None:
        """Take back ``seat``'s last answer: None when done (the game is as it was before it; ``history`` is
        one snap batch), else why not (nothing changed)."""
        return self._take_back(seat, dry=False)

    def _take_back(self, seat: int, dry: bool) -> str | None:
        if not 0 <= seat < len(self.seats) or not self.seats[seat].human:
            return "Only a person at this screen may take back an answer."
        undone = takeback.take_back(self.config, self.actions, seat, self.state)
        if isinstance(undone, str):
            return undone
        if not dry:
            self._go_back(undone.state, undone.actions, undone.events)
            self._saving(lambda save: save.rewrite(self))
        return None

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
        return self._play({"seat": TABLE, "type": "deal_timeout"}, None)

    def poll(self) -> list[Batch]:
        """Nothing happens elsewhere in a local game."""
        return []

    @property
    def can_chat(self) -> bool:
        """Everyone playing a local game sits at this screen: nobody to chat with."""
        return False

    def say(self, text: str) -> None:
        """No one to say it to."""

    def poll_chat(self) -> list[dict[str, Any]]:
        """Nothing is ever said."""
        return []

    def close(self) -> None:
        """The table is left: stop writing the save (it stays, to be continued)."""
        if self.autosave is not None:
            self.autosave.close()
            self.autosave = None


def bot_session(
    players: int,
    seed: int,
    aliens: str = "random",
    strength: str = "normal",
    incursion: bool | None = None,
    variants: dict[str, Any] | None = None,
    expansions: Iterable[str] = (),
) -> LocalSession:
    """A game where bots hold every seat, with ``expansions`` (``incursion``: Cosmic Incursion among them;
    left out, a table too large without colour expansions gets those it needs: Incursion for six, then
    Conflict, then Alliance); ``variants``: other table switches (``{"hidden_powers": True}``)."""
    table = set(expansions) | ({INCURSION} if incursion else set())
    if incursion is None:
        table = set(expansions_for(players, table))
    config = default_config(players, seed=seed, alien_mode=aliens, expansions=table, **(variants or {}))
    return LocalSession.with_strengths(config, [strength] * players)
