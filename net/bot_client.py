"""A client played by a bot over a real connection: for headless LAN games (``main.py join --headless``),
tests and the network benchmark. The bot sees exactly what the host sends this seat.

If the connection drops without a goodbye, the client reconnects with its token for up to ``patience``
seconds (a host restarted with ``--resume`` gets its players back this way).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from game.bots import make_bot
from net.client import ClientCore
from net.link import Link
from net.protocol import PING_EVERY, ProtocolError

Watcher = Callable[[ClientCore, dict[str, Any]], None]
RETRY = 0.2


async def play(
    host: str,
    port: int,
    name: str,
    strength: str = "normal",
    seed: int = 0,
    spectate: bool = False,
    token: str | None = None,
    watch: Watcher | None = None,
    stop_after: int | None = None,
    patience: float = 0.0,
) -> ClientCore:
    """Join ``host:port``, mark ready, answer this seat's prompts with a bot until the game ends or the host
    says goodbye. ``watch`` sees every message after it is folded in; ``stop_after`` drops the connection
    (no goodbye, like a lost link) after that many messages; ``patience`` is how long to keep trying to
    reconnect after a drop."""
    core = ClientCore(name, spectate=spectate, token=token)
    bot = make_bot(strength, seed)
    received = 0
    readied: set[int] = set()  # seats this client has said it is ready in (once each)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + patience
    while True:
        try:
            link = await Link.open(host, port)
        except (OSError, TimeoutError):
            if loop.time() >= deadline:
                raise
            await asyncio.sleep(RETRY)
            continue
        link.send(core.hello())
        pinger = loop.create_task(_keep_alive(link))
        try:
            while True:
                msg = await link.recv()
                if msg is None:
                    break
                received += 1
                core.handle(msg)
                if watch is not None:
                    watch(core, msg)
                _answer(core, bot, msg, link, readied)
                await link.drain()
                if core.closed is not None or core.over:
                    return core
                if stop_after is not None and received >= stop_after:
                    return core
        except (ConnectionError, ProtocolError):
            pass
        finally:
            pinger.cancel()
            await link.close()
        deadline = loop.time() + patience
        if patience <= 0:
            return core
        await asyncio.sleep(RETRY)


async def _keep_alive(link: Link) -> None:
    """Ping now and then, so the host knows a quiet seat is still there."""
    n = 0
    while True:
        await asyncio.sleep(PING_EVERY)
        n += 1
        link.send({"type": "ping", "n": n})


def _answer(core: ClientCore, bot: Any, msg: dict[str, Any], link: Link, readied: set[int]) -> None:
    """Ready up in the lobby; answer the open prompt after each change of the view."""
    kind = msg["type"]
    if kind == "lobby" and core.seat is not None and core.phase == "lobby":
        if not msg["seats"][core.seat]["ready"] and core.seat not in readied:
            readied.add(core.seat)
            link.send({"type": "ready", "ready": True})
    elif kind in ("sync", "update", "reject") and core.prompts:
        prompt = core.prompts[0]
        view = core.view or {}
        if kind == "reject" and msg.get("ref") == "act" and prompt.options:
            action = dict(prompt.options[0])  # the bot's choice was refused: take the first legal one
        else:
            action = bot.act(prompt, lambda: view)
        link.send(core.act(prompt, action))
