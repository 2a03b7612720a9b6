"""Helpers for driving the window headless: an app, frames, posted mouse and key events."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pygame

from game.bots.random_bot import RandomBot
from game.config import default_config
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession
from game.ui.settings import Settings

SIZE = (1600, 900)


def make_app(size: tuple[int, int] = SIZE, **settings: object) -> App:
    """A headless app with default settings (plus overrides), fast bots and instant animations allowed."""
    return App(settings=Settings(**settings), size=size)  # type: ignore[arg-type]


class InlineWorker:
    """Stands in for the table's bot thread: a bot's answer is ready at once, so what a test sees in a
    number of frames does not depend on how busy the machine is."""

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run ``fn`` now; the returned future is already done."""
        done: Future[Any] = Future()
        done.set_result(fn(*args))
        return done

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        """Nothing runs in the background."""


def table_app(
    seats: list[str], seed: int = 1, aliens: str = "none", size: tuple[int, int] = SIZE, **settings: object
) -> tuple[App, TableScene]:
    """An app showing a table whose seats are ``"human"`` or a bot strength."""
    app = make_app(size, **settings)
    config = default_config(len(seats), seed=seed, alien_mode=aliens)
    scene = TableScene(app, LocalSession.with_strengths(config, seats))
    scene.worker.shutdown()
    scene.worker = InlineWorker()  # type: ignore[assignment]
    app.switch(scene)
    return app, scene


def frames(app: App, count: int, dt: float = 1 / 30) -> None:
    """Run ``count`` frames of ``dt`` seconds each."""
    for _ in range(count):
        app.frame(dt)


def click(pos: tuple[int, int], button: int = 1) -> None:
    """Post a full mouse click at ``pos`` (the mouse moves there first)."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(k: int, mod: int = 0) -> None:
    """Post a key press and release."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def person_at(ctx: str, seed: int = 3, seats: int = 4, **config: Any) -> tuple[App, TableScene]:
    """A table where seat 0 (a person) faces its first prompt of ``ctx``; a bot played seat 0 until then."""
    session = LocalSession.with_strengths(
        default_config(seats, seed=seed, **config), ["human"] + ["random"] * (seats - 1)
    )
    stand_in = RandomBot(seed)
    for _ in range(5000):
        if session.bot_step() is not None:
            continue
        p = session.next_human_prompt(0)
        assert p is not None, "the game ended first"
        if p.ctx == ctx:
            break
        session.submit(0, stand_in.act(p, lambda: session.view(0)))
    app = make_app(bot_speed=8.0, animation_speed=8.0)
    scene = TableScene(app, session)
    app.switch(scene)
    scene.animator.skip()
    for _ in range(40):
        app.frame(1 / 20)
        if scene.prompt.prompt is not None and not scene.animator.busy:
            break
    assert scene.prompt.prompt is not None and scene.prompt.prompt.ctx == ctx
    return app, scene


class Mailbox:
    """A ClientBridge stand-in: ``poll`` hands out what the test put in, ``send`` keeps what was sent."""

    def __init__(self) -> None:
        self.inbox: list[dict[str, Any]] = []
        self.sent: list[dict[str, Any]] = []
        self.closed = False

    def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)

    def poll(self) -> list[dict[str, Any]]:
        out, self.inbox = self.inbox, []
        return out

    def close(self) -> None:
        self.closed = True
