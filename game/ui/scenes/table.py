"""The table: the cosmos, the encounter, the panels, the hand, the prompt and the hot-seat curtain.

Each frame: take what happened elsewhere (``session.poll()``: a host's updates), stage events (animator);
when the stage is empty, snap to the session's view, let one bot act (after a pause people can follow), or
put the next person's prompt on the panel, behind the curtain if someone else is looking. The table reads
the game only through the ``Session`` surface, so a local game and a seat at a LAN host look the same; a
remote session's link trouble shows as a banner over the board, and what people there say shows in the log
(T opens the chat field; see ``LogPanel``). Keys: Space skips the animations, + and - change the bot speed,
F11 full screen, Ctrl+M mutes, mouse wheel scrolls the log. Closing the window leaves the table
(``closing``: a LAN seat says goodbye to its host).

Two watched tables are here too: ``WatchTable`` (bots to watch, Esc back to the title) and ``AttractTable``
(the title's attract mode: any input goes back to the title).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from game import rng
from game.describe import location
from game.prompts import Prompt
from game.ui import cards, router, theme
from game.ui.animator import Animator
from game.ui.board import Board
from game.ui.cosmos import Sky
from game.ui.curtain import Curtain
from game.ui.hand import Hand
from game.ui.hud import Hud
from game.ui.layout import Layout
from game.ui.log_panel import LogPanel
from game.ui.pause_menu import PauseMenu, TakeBack
from game.ui.prompt_panel import PromptPanel
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.session import Batch, LocalSession, Session, bot_session
from game.ui.settings import SPEED_LIMITS
from game.ui.table_state import LogLine, TableState
from game.ui.teams import seating
from game.ui.toast import Toast, speed_words
from game.ui.widgets import Button, key_name, tooltip
from game.ui.window_gate import WINDOW, Hold, Staged, WindowGate, split
from game.view import prompt_is_public, public_part

BOT_PAUSE = 0.55  # seconds between bot decisions at speed 1
WINDOW_PAUSE = 0.08  # a bot passing in a play window needs no time to be followed
GAME_OVER_PAUSE = 2.5


@router.scene("table")
class TableScene(Scene):
    """A game in progress at this screen."""

    def __init__(
        self,
        app: Any,
        session: Session,
        on_over: Callable[[Any], None] | None = None,  # called with the session once the game is over
        captions: bool = False,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.on_over = on_over
        self.captions = captions
        w, h = app.screen.get_size()
        n = session.n
        self.table = TableState(session, Layout(w, h, n, session.config.planets_per_player, seating(session)))
        self.table.play_sound = app.sounds.play
        humans = session.humans
        if len(humans) == 1:
            self.table.looker = humans[0]
        self.cosmos = Sky(self.table.layout, self._sky_seed())
        self.board = Board(self.table)
        self.hud = Hud(self.table)
        self.log = LogPanel(self.table, session.say if session.can_chat else None)
        self.hand = Hand(self.table)
        if len(humans) >= 2:
            self.hand.hidden_note = "Hands are hidden: everyone can see the screen"
        self.curtain = Curtain(self.table)
        self.animator = Animator(self.table)
        self.prompt = PromptPanel(self.table, self.submit)
        self.prompt.attach_hand(self.hand)
        self.prompt.attach_board(self.board)
        self.toast = Toast()  # what a speed key did, or that a key waits for the animation
        self.gate = WindowGate(self.table, self._absorb)
        self.pause = PauseMenu(self._open_settings, self._leave, TakeBack.of(self))
        self.bot_wait = 0.0
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self.thinking: tuple[Prompt, Future[dict[str, Any]]] | None = None
        self.over_wait = 0.0
        self.deal_clock: tuple[int, float] | None = None  # (prompt id, seconds left)
        self.idle = False
        self.refusal: object | None = None  # the remote refusal last shown (its sound plays once)
        self.banner: str | None = None  # the link banner drawn in the last frame, if any
        self.stage: deque[Staged] = deque()  # events and window pauses not yet handed to the animator
        self.auto_pass: tuple[int, float] | None = None  # one person's window prompt: (id, seconds left)
        self.peek: Button | None = None  # "show my hand" for a person answering in front of the table
        # the person whose last answer may still be taken back: nothing after it has been shown yet
        self.undo_seat: int | None = None
        enc, turn = session.enc_no, session.turn
        for batch in session.history:  # what happened before this table was set (a resumed game): told,
            self.table.log.extend(LogLine(e, enc, turn) for e in batch.events)  # not staged or paused again
        self.table.refresh()

    # -- the game ----------------------------------------------------------------------------------
    def _absorb(self, batch: Batch) -> None:
        enc = self.session.enc_no
        turn = self.session.turn
        self.table.log.extend(LogLine(e, enc, turn) for e in batch.events)
        self.idle = False  # the game moved: the table snaps to it once nothing is left to stage
        if batch.events and not self._paused():
            self.undo_seat = None  # this is shown now: the last answer is behind it
        if batch.snap:  # a resync: drop what was being staged, the table snaps to the new view
            self.animator.skip()
            self.stage.clear()
            return
        if self.gate.shared:
            self.stage.extend(split(batch))
        elif batch.events:
            self.stage.append(batch.events)
        self._feed()

    def _feed(self) -> None:
        """Hand staged events to the animator while it is idle, up to the next window pause."""
        while self.stage and not self.animator.busy and self.gate.hold is None:
            item = self.stage.popleft()
            if isinstance(item, Hold):
                self._pause(item)
                return
            self.animator.feed(item)

    def _paused(self) -> bool:
        """Is a window pause on screen, or staged (what comes after it is not shown yet)?"""
        return self.gate.hold is not None or any(isinstance(i, Hold) for i in self.stage)

    def _window_seconds(self) -> float:
        """How long a play window waits for people (the setting, divided by the bot speed; 0: no clock)."""
        settings = self.app.settings
        return settings.window_seconds / max(0.1, settings.bot_speed)

    def _pause(self, hold: Hold) -> None:
        """A play window reached at a shared screen: the table owns it while everyone may ask to play."""
        self._table_owns()
        self.prompt.show(None)
        self.gate.start(hold, self._window_seconds())

    def _table_owns(self) -> None:
        """The whole table looks at the screen now: every private part goes at once (with several people;
        one person alone keeps the screen)."""
        if not self.gate.shared or self.table.looker is None:
            return
        self.table.looker = None
        self.animator.forget_private()
        if self.table.shown:
            public_part(self.table.shown)

    def _hear(self, msg: dict[str, Any]) -> None:
        """A chat line from the host, as plain text (never interpreted), in the log."""
        seat = msg.get("seat")
        who = " ".join(str(msg.get("from") or "?").split()) or "?"
        text = " ".join(str(msg.get("text", "")).split())
        if text:
            self.table.hear(who, seat if isinstance(seat, int) and not isinstance(seat, bool) else None, text)

    def _limit_log(self) -> None:
        """The log tells an event once the animator has started staging it, so it never runs ahead."""
        queue = self.animator.queue
        head = queue[0] if queue else next((i[0] for i in self.stage if not isinstance(i, Hold) and i), None)
        if head is None:
            self.table.log_limit = None
            return
        log = self.table.log
        for i in range(len(log) - 1, -1, -1):
            if log[i].event is head:
                self.table.log_limit = i
                return
        self.table.log_limit = None

    def submit(self, seat: int, action: dict[str, Any]) -> None:
        """A person's answer: the engine validates it (IllegalAction propagates to the panel)."""
        pid = action.get("prompt")
        asked = [p.ctx for p in self.session.prompts() if p.seat == seat and pid in (None, p.id)]
        batch = self.session.submit(seat, action)
        self.prompt.show(None)
        self.auto_pass = None
        if self.gate.chosen == seat:
            self.gate.answered()
        self._absorb(batch)
        if asked[:1] != [WINDOW]:  # an answer in a play window is never the one taken back (a secret)
            self.undo_seat = seat
        nxt = self._same_person_next(seat) if self.table.looker == seat else None
        if nxt is None:
            self._table_owns()
        else:  # the screen goes on talking to them (their next prompt waits on the panel meanwhile)
            self.prompt.show(nxt)

    def _same_person_next(self, seat: int) -> Prompt | None:
        """After ``seat`` answered: its own next prompt, if that is the next thing on screen."""
        if self._paused() or self.session.bot_prompts():
            return None
        nxt = self.session.next_human_prompt(seat)
        return nxt if nxt is not None and nxt.seat == seat and nxt.ctx != WINDOW else None

    def update(self, dt: float) -> None:
        """Advance the cosmos, the stage and, when the stage is empty, the game. Whatever happened, a
        person's secrets stay on screen only while the screen talks to that person."""
        self._update(dt)
        looker = self.table.looker
        if looker is not None and not self.curtain.up and not self._talks_to(looker):
            self._table_owns()
        if not self.animator.busy:
            self._settle()

    def _settle(self) -> None:
        """Snap the shown view to the engine's once nothing is left to stage (events waiting behind a
        window's pause are not told yet: the view must not run ahead of them)."""
        if not self.idle and not self.stage:
            self.table.refresh()
            self.idle = True

    def _talks_to(self, seat: int) -> bool:
        """Is the screen addressing ``seat`` now: its prompt on the panel, its pause or its private note?"""
        shown = self.prompt.prompt
        gate = self.gate
        return (shown is not None and shown.seat == seat) or seat in (gate.chosen, gate.nothing_for)

    def _update(self, dt: float) -> None:
        self.table.t += dt
        batches = self.session.poll()  # a host's updates (a local game has none)
        for msg in self.session.poll_chat():  # heard before this frame's events are logged: see ChatLine
            self._hear(msg)
        for batch in batches:
            self.idle = False  # even with nothing to stage, the view changed: snap to it
            self._absorb(batch)
        shown = self.prompt.prompt
        if batches and shown is not None and not self.session.prompt_open(shown):
            self.prompt.show(None)  # closed elsewhere (the host's deal clock, a window that shut)
        if self.pause.open:
            return
        speed = self.app.settings.animation_speed
        self.animator.speed = speed
        self.animator.update(dt)
        self._feed()
        self._limit_log()
        if self.animator.busy:
            self.idle = False
            return
        self._settle()
        if self.session.over:
            self.over_wait += dt
            if self.over_wait >= GAME_OVER_PAUSE and self.on_over is not None:
                self.on_over(self.session)
                self.on_over = None
            return
        if self.gate.hold is not None:
            self._gate_turn(dt)
            return
        bots = self.session.bot_prompts()
        if bots:
            self._table_owns()
            self.prompt.show(None)
            self.bot_wait += dt
            pause = (WINDOW_PAUSE if bots[0].ctx == "window" else BOT_PAUSE) / max(
                0.1, self.app.settings.bot_speed
            )
            self._bot_turn(bots[0], pause)
            return
        self._human_turn(dt)

    def _bot_turn(self, prompt: Prompt, pause: float) -> None:
        """A bot thinks on the worker thread (a hard bot may take a moment) while frames go on; its answer
        is applied here, on the main thread, once it is ready and the pause is over."""
        if self.thinking is None:
            self.thinking = (prompt, self.worker.submit(self.session.bot_decide, prompt))
        asked, answer = self.thinking
        if self.bot_wait < pause or not answer.done():
            return
        self.thinking = None
        self.bot_wait = 0.0
        if not self.session.prompt_open(asked):
            return  # the prompt closed meanwhile: ask again
        self.idle = False
        self._absorb(self.session.submit(asked.seat, answer.result()))

    def _bots_meanwhile(self, dt: float) -> None:
        """Bots answer their window prompts during a pause, unseen (the pause lasts as long either way)."""
        bots = self.session.bot_prompts()
        if bots:
            self.bot_wait += dt
            self._bot_turn(bots[0], WINDOW_PAUSE / max(0.1, self.app.settings.bot_speed))

    def _gate_turn(self, dt: float) -> None:
        """A shared screen paused at a play window (see game.ui.window_gate)."""
        gate = self.gate
        self._bots_meanwhile(dt)
        at_window = not self.stage  # the engine waits at this window (nothing staged after it)
        seat = gate.chosen
        if seat is not None:
            if self.curtain.up:
                return
            if seat != self.table.looker:
                self.prompt.show(None)
                self.curtain.raise_for(seat)
                return
            mine = [p for p in self.session.human_prompts(seat) if p.seat == seat and p.ctx == WINDOW]
            if not at_window or not mine:
                gate.chosen = None
                gate.nothing_for = seat
                self.prompt.show(None)
                return
            self.prompt.show(mine[0])
            self._show_refusal()
            return
        if gate.nothing_for is not None:
            return
        self._table_owns()
        self.prompt.show(None)
        if gate.tick(dt, at_window):
            self.idle = False
            self.undo_seat = None  # what the pause held back is shown now

    def _human_turn(self, dt: float) -> None:
        prompt = self.session.next_human_prompt(self.table.looker)
        self.peek = None
        if prompt is None:
            self.prompt.show(None)
            return
        if self.curtain.up:
            return
        if prompt.ctx == WINDOW and self.gate.shared:  # a window with no pause on screen (a resumed game)
            window = str(self.table.shown.get("play_window") or "window")
            self._pause(Hold(window, -1))
            return
        if prompt.seat != self.table.looker:
            if not (self.gate.shared and prompt_is_public(prompt)):
                self.prompt.show(None)
                self.curtain.raise_for(prompt.seat)
                return
            self._table_owns()  # answered in front of everyone: no curtain, no secrets on screen
            self._offer_peek(prompt.seat)
        self.prompt.show(prompt)
        self._show_refusal()
        self._deal_timer(prompt, dt)
        if prompt.ctx == WINDOW:
            self._auto_pass(prompt, dt)

    def _offer_peek(self, seat: int) -> None:
        """A person answering in front of the table may still look at their hand, behind the curtain."""
        rect, u = self.table.layout.hand, theme.px
        box = pygame.Rect(rect.x + u(14), rect.y + u(34), min(u(300), rect.w - u(28)), u(36))
        self.peek = Button(
            box, f"{self.table.name(seat)}: look at my hand", lambda: self.curtain.raise_for(seat)
        )

    def _auto_pass(self, prompt: Prompt, dt: float) -> None:
        """One person alone at the screen: a window prompt passes by itself after a while, unless the mouse
        rests on the prompt or the hand (someone is thinking)."""
        seconds = 2 * self._window_seconds()
        if seconds <= 0 or not self.session.times_deals:  # no clock set, or a LAN seat (the host decides)
            self.auto_pass = None
            return
        if self.auto_pass is None or self.auto_pass[0] != prompt.id:
            self.auto_pass = (prompt.id, seconds)
        mouse = pygame.mouse.get_pos()
        layout = self.table.layout
        if layout.prompt.collidepoint(mouse) or layout.hand.collidepoint(mouse):
            return
        left = self.auto_pass[1] - dt
        self.auto_pass = (prompt.id, left)
        if left <= 0:
            self.auto_pass = None
            self.prompt.send({"type": "pass"})

    def _show_refusal(self) -> None:
        """A host's refusal of this seat's answer goes on the panel (the session clears it on the next
        prompt); a local refusal is put there by the panel itself."""
        refusal = getattr(self.session, "last_refusal", None)
        if refusal is None:
            self.refusal = None
            return
        self.table.message = f"Not allowed: {refusal.reason or refusal.code}"
        if refusal is not self.refusal:
            self.refusal = refusal
            self.table.play_sound("error")

    def _deal_timer(self, prompt: Prompt, dt: float) -> None:
        timer = self.session.config.deal_timer
        if prompt.ctx != "deal" or not timer:
            self.deal_clock = None
            return
        if not self.session.times_deals:  # someone else's clock: only show it
            left = self.session.deal_left()
            self.deal_clock = None if left is None else (prompt.id, left)
            return
        if self.deal_clock is None or self.deal_clock[0] != prompt.id:
            left = self.deal_clock[1] if self.deal_clock is not None else float(timer)
            self.deal_clock = (prompt.id, left)
        pid, left = self.deal_clock
        left -= dt
        self.deal_clock = (pid, left)
        if left <= 0:
            self.deal_clock = None
            self.prompt.show(None)
            self._absorb(self.session.deal_timeout())

    # -- input -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """An open chat field takes every key first; then the curtain (it swallows everything while up),
        keys, panel and log."""
        if self.log.chat_key(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.link_state == "failed":
            self._leave()  # the host is gone for good: nothing to pause
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and (self.pause.open or not self.prompt.wants_escape())
        ):
            self.pause.toggle()
            return
        if self.pause.shortcut(event) or self.pause.handle(event) or self.curtain.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            plain = not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
            if event.key == pygame.K_t and plain and self.log.open_chat():
                return
            if event.key == pygame.K_SPACE and self.animator.busy:
                self.animator.skip()
                return
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.app.settings.bot_speed = min(SPEED_LIMITS[1], self.app.settings.bot_speed * 1.5)
                self.toast.show(speed_words(self.app.settings.bot_speed), self.table.t)
                return
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.app.settings.bot_speed = max(SPEED_LIMITS[0], self.app.settings.bot_speed / 1.5)
                self.toast.show(speed_words(self.app.settings.bot_speed), self.table.t)
                return
        if self.animator.busy:  # a key the prompt's buttons show is pressed once the animation is over
            if event.type == pygame.KEYDOWN and self.prompt.defer(event):
                self.toast.show(f"{key_name(event.key)}: once the animation ends", self.table.t)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_p:
                self.toast.show("Nothing to pass yet (Space skips the animation)", self.table.t)
            return
        if self.gate.showing:
            if self.gate.handle(event):
                return
        elif self.prompt.handle(event):
            return
        if self.peek is not None and self.peek.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.gate.showing:
            planet = self.board.planet_at(event.pos)
            if planet is not None and self.prompt.planet_clicked(planet):
                return
        self.log.handle(event)

    def _open_settings(self) -> None:
        self.pause.open = False
        self.app.go("settings", back=self)

    def _leave(self) -> None:
        self.session.close()
        self.app.go("title")

    def closing(self) -> None:
        """The window closes: leave the table (a LAN seat says goodbye and stops what it owns)."""
        self.session.close()

    def _sky_seed(self) -> int:
        """Each game its own sky (the same game, the same sky), from a number derived from the seed that
        tells nothing of it (Python's ``random`` draws the stars); a LAN client has no seed: its seats' names.
        """
        config = self.session.config
        if config.seed:
            return rng.derive(config.seed, "sky")
        return sum(ord(ch) for seat in config.seats for ch in seat.name)

    def resized(self, size: tuple[int, int]) -> None:
        """Rebuild the layout and the cached background for the new size."""
        w, h = size
        if (w, h) == (self.table.layout.w, self.table.layout.h):
            return
        per = self.session.config.planets_per_player
        self.table.layout = Layout(w, h, self.session.n, per, seating(self.session))
        self.cosmos = Sky(self.table.layout, self._sky_seed())

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The whole table; only the curtain while it is up."""
        cards.begin_frame()
        if self.curtain.up:
            self.curtain.draw(surf)
            return
        self.cosmos.draw(surf, self.table.t)
        self.board.draw(surf)
        self.animator.draw(surf)
        self.hud.draw(surf)
        self.log.draw(surf)
        self.hand.draw(surf)
        if self.gate.showing and not self.session.over:
            self.gate.draw(surf)
        else:
            self.prompt.draw(surf)
        if self.peek is not None and self.table.looker is None and not self.gate.showing:
            self.peek.draw(surf, pygame.mouse.get_pos())
        if self.auto_pass is not None and self.prompt.prompt is not None:
            left = max(0.0, self.auto_pass[1])
            t = theme.text(f"Passing in {left:.0f} s (rest the mouse here to think)", 16, theme.MUTED)
            surf.blit(t, t.get_rect(bottomright=(self.prompt.rect.right, self.prompt.rect.y - 4)))
        if self.deal_clock is not None:
            t = theme.text(f"Deal: {max(0, int(self.deal_clock[1]))} s left", 22, theme.ACCENT, bold=True)
            surf.blit(t, t.get_rect(midbottom=(self.prompt.rect.centerx, self.prompt.rect.y - 4)))
        if self.captions:
            self._caption(surf)
        self.banner = None
        if self.link_state != "connected":
            self._link_banner(surf)
        self.toast.draw(surf, self.table.layout.board, self.table.t)
        if self.pause.open:
            self.pause.draw(surf)
            return
        self._tooltip(surf)

    @property
    def link_state(self) -> str:
        """The session's link to its host ("connected" for a local game)."""
        return str(getattr(self.session, "link_state", "connected"))

    def _link_banner(self, surf: pygame.Surface) -> None:
        """Over the top of the board: the link is down (and is being retried), or it failed for good."""
        reason = str(getattr(self.session, "link_reason", "") or "")
        if self.link_state == "failed":
            sub = f"{reason or 'the host cannot be reached'}.  Esc: leave"
            head, colour = "Connection failed", theme.BAD
        else:
            head, sub, colour = "Connection lost: reconnecting\u2026", reason, theme.ACCENT
        self.banner = f"{head} {sub}".strip()
        b = self.table.layout.board
        t = theme.text(head, 22, colour, bold=True)
        lines = [t]
        if sub:
            lines.append(theme.text(_clip(sub, 15, b.w - 60), 15, theme.TEXT))
        w = max(s.get_width() for s in lines) + 32
        h = sum(s.get_height() for s in lines) + 14 + 2 * (len(lines) - 1)
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (b.centerx, b.y + 8)
        pygame.draw.rect(surf, (8, 10, 26), box, border_radius=8)
        pygame.draw.rect(surf, colour, box, 2, border_radius=8)
        y = box.y + 7
        for line in lines:
            surf.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height() + 2

    def _caption(self, surf: pygame.Surface) -> None:
        lines = self.log.lines()
        if not lines:
            return
        lay = self.table.layout  # on the board's edge, where it covers no system and no pile
        for share in (0.45, 0.32, 0.24):  # narrower (and taller) until it finds such a place
            rows = [
                theme.text(s, 20, theme.TEXT, True)
                for s in theme.wrap(lines[-1][1], 20, int(lay.board.w * share), True)
            ]
            size = (max(r.get_width() for r in rows), sum(r.get_height() for r in rows))
            box = lay.banner_spot((size[0] + theme.px(24), size[1] + theme.px(12)))
            if box is not None:
                break
        if box is None:
            return
        pygame.draw.rect(surf, (8, 10, 26), box, border_radius=8)
        for i, row in enumerate(rows):
            surf.blit(row, row.get_rect(midtop=(box.centerx, box.y + theme.px(6) + i * row.get_height())))

    def _tooltip(self, surf: pygame.Surface) -> None:
        mouse = pygame.mouse.get_pos()
        tips = self.prompt.hover if self.prompt.prompt is not None and not self.curtain.up else []
        for rect, text in [*self.hand.hover, *self.hud.hover, *self.log.hover, *tips]:
            if rect.collidepoint(mouse):
                tooltip(surf, text, mouse)
                return
        planet = self.board.planet_at(mouse)
        if planet is not None and self.table.shown:
            tooltip(surf, self._planet_text(planet), mouse)
            return
        for rect, text in self.board.hover:  # larger areas (a system, the warp, the decks) last
            if rect.collidepoint(mouse):
                tooltip(surf, text, mouse)
                return

    def _planet_text(self, planet: int) -> str:
        view = self.table.shown
        info = view["planets"][planet]
        per = self.session.config.planets_per_player
        head = location(planet, self.table.name, per)
        ships = [f"{self.table.name(s)} {c}" for s, c in enumerate(info["ships"]) if c]
        return f"{head}: " + (", ".join(ships) if ships else "no ships")


def _clip(text: str, size: int, width: int) -> str:
    """``text`` cut to fit ``width`` pixels at ``size``."""
    if theme.font(size).size(text)[0] <= width:
        return text
    while text and theme.font(size).size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"


# -- watched tables ----------------------------------------------------------------------------------
@router.scene("watch")
class WatchTable(TableScene):
    """A table of bots to watch, with captions; Esc goes back to the title."""

    def handle(self, event: pygame.event.Event) -> None:
        """Esc leaves; everything else is the table's."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.go("title")
            return
        super().handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        """The table, and how to leave it where a hand would be."""
        super().draw(surf)
        hand = self.table.layout.hand
        lines = (
            "Watching the bots",
            "Esc: back to the title",
            "+ and -: bot speed    Space: skip an animation",
        )
        y = hand.centery - 40
        for i, line in enumerate(lines):
            t = theme.text(line, 24 if i == 0 else 18, theme.TEXT if i == 0 else theme.MUTED, bold=i == 0)
            surf.blit(t, t.get_rect(midtop=(hand.centerx, y)))
            y += t.get_height() + 8


@router.scene("attract")
class AttractTable(TableScene):
    """The title's attract mode: a bot game with captions shown while nobody is at the screen; any input goes
    back to the title (``back``, the scene that started it), and a finished game is followed by another."""

    def __init__(self, app: Any, session: LocalSession, back: Scene) -> None:
        super().__init__(app, session, on_over=self._again, captions=True)
        self.back = back

    def _again(self, done: LocalSession) -> None:
        self.app.go("attract", session=bot_session(5, done.config.seed + 1), back=self.back)

    def handle(self, event: pygame.event.Event) -> None:
        """Any input ends the attract mode."""
        if menu.is_input(event):
            self.app.switch(self.back)

    def draw(self, surf: pygame.Surface) -> None:
        """The table; the game's name where a hand would be, and the invitation where a prompt would be."""
        super().draw(surf)
        lay = self.table.layout
        hand, prompt = lay.hand, lay.prompt
        pygame.draw.rect(surf, (8, 10, 26), hand)
        mark = menu.logo(min(hand.w - 20, int(hand.h * 3.2)))
        surf.blit(mark, mark.get_rect(center=hand.center))
        pygame.draw.rect(surf, (8, 10, 26), prompt)
        pygame.draw.line(surf, theme.PANEL_EDGE, prompt.topleft, prompt.bottomleft)
        pulse = 0.5 + 0.5 * math.sin(self.table.t * 3)
        t = theme.text(
            "Press any key or click to play", 26, theme.shade(theme.ACCENT, 0.6 + 0.4 * pulse), bold=True
        )
        surf.blit(t, t.get_rect(center=(prompt.centerx, prompt.centery - 14)))
        s = theme.text("Bots are playing a real game meanwhile.", 17, theme.MUTED)
        surf.blit(s, s.get_rect(center=(prompt.centerx, prompt.centery + 18)))
