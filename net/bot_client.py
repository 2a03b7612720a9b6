"""A client played by a bot over a real connection: for headless LAN games (``main.py join --headless``),
tests and the network benchmark. The bot sees exactly what the host sends this seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.bots import make_bot
from net.client import ClientCore
from net.link import Link

Watcher = Callable[[ClientCore, dict[str, Any]], None]


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
) -> ClientCore:
    """Join ``host:port``, mark ready, answer this seat's prompts with a bot until the game ends or the host
    says goodbye. ``watch`` sees every message after it is folded in; ``stop_after`` leaves (without a
    goodbye, like a dropped connection) after that many messages."""
    link = await Link.open(host, port)
    core = ClientCore(name, spectate=spectate, token=token)
    bot = make_bot(strength, seed)
    link.send(core.hello())
    received = 0
    try:
        while True:
            msg = await link.recv()
            if msg is None:
                break
            received += 1
            core.handle(msg)
            if watch is not None:
                watch(core, msg)
            kind = msg["type"]
            if kind == "lobby" and core.seat is not None and core.phase == "lobby":
                mine = msg["seats"][core.seat]
                if not mine["ready"]:
                    link.send({"type": "ready", "ready": True})
            elif kind in ("sync", "update", "reject") and core.prompts:
                prompt = core.prompts[0]
                if kind == "reject" and msg.get("ref") == "act":
                    action = dict(prompt.options[0]) if prompt.options else bot.act(prompt, _view(core))
                else:
                    action = bot.act(prompt, _view(core))
                link.send(core.act(prompt, action))
            await link.drain()
            if core.closed is not None or core.over or (stop_after is not None and received >= stop_after):
                break
    finally:
        await link.close()
    return core


def _view(core: ClientCore) -> Callable[[], dict[str, Any]]:
    view = core.view or {}
    return lambda: view
