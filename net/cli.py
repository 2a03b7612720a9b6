"""``main.py host`` and ``main.py join``: LAN play from the command line.

With ``--headless`` both run without a window: a host that starts the game once every person's seat is
held and ready, and a client played by a bot (or a spectator that prints the game). Without it they open
the window on the Host or Join screen.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
from pathlib import Path
from typing import Any

from game.bots import STRENGTHS
from game.config import EXPANSIONS, MIN_PLAYERS, max_players
from game.errors import CorruptSave
from game.expansion_flags import PLAYERS_HELP, add_expansion_flags, expansions_from
from game.narrate import narrate
from game.rng import new_seed
from game.variant_flags import add_variant_flags, variants_from
from net import bot_client
from net.client import ClientCore
from net.host import HostCore
from net.journal import default_path, private_folder
from net.lobby import OPTIONS, Lobby
from net.protocol import DEFAULT_PORT, ProtocolError
from net.server import HostServer
from net.text import escape

AFTER_GAME = 2.0  # seconds a headless host stays up after the game so clients see the end


def add_commands(sub: Any) -> None:
    """Register ``host`` and ``join`` on main.py's subparsers."""
    host = sub.add_parser("host", help="host a LAN game")
    host.add_argument("--name", default="Cosmic Table", help="the table's name on the LAN")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, help="TCP port (0: any free port)")
    host.add_argument("--bind", default="0.0.0.0", help="address to listen on")
    host.add_argument("--headless", action="store_true", help="no window: start when every seat is ready")
    host.add_argument(
        "--players",
        type=int,
        default=5,
        choices=range(MIN_PLAYERS, max_players(EXPANSIONS) + 1),
        help=PLAYERS_HELP,
    )
    add_expansion_flags(host)
    host.add_argument(
        "--rewards",
        default="none",
        choices=("none", "deck", "common"),
        help="Cosmic Incursion's reward cards: their own deck, or shuffled into the cosmic deck "
        "(brings in the expansion)",
    )
    host.add_argument("--bots", type=int, default=0, help="seats (the last ones) played by bots")
    host.add_argument("--strength", default="normal", choices=STRENGTHS, help="the bots' strength")
    host.add_argument("--aliens", default="choose", choices=("none", "random", "choose"))
    host.add_argument("--short", action="store_true", help="the short game: four planets each")
    add_variant_flags(host)
    host.add_argument("--deal-timer", type=int, default=0, help="seconds for a deal (0: no timer)")
    host.add_argument("--seed", type=int, default=None, help="the game's seed (default: random)")
    host.add_argument("--resume", default=None, metavar="SAVE", help="continue the game in this autosave")
    host.add_argument(
        "--autosave",
        default=None,
        help="where to write the autosave journal (default: a new file for this table in the data folder)",
    )
    host.add_argument(
        "--grace", type=float, default=30.0, help="seconds before a bot stands in for a dropout"
    )
    host.add_argument("--no-advertise", action="store_true", help="do not announce the table on the LAN")
    host.set_defaults(fn=cmd_host)
    join = sub.add_parser("join", help="join a LAN game")
    join.add_argument("address", nargs="?", default=None, help="HOST[:PORT] (default: find hosts on the LAN)")
    join.add_argument("--name", default="Player")
    join.add_argument("--headless", action="store_true", help="no window: a bot plays the seat")
    join.add_argument("--bot", default="normal", choices=STRENGTHS, help="the headless seat's bot")
    join.add_argument("--spectate", action="store_true", help="watch instead of taking a seat")
    join.add_argument("--seed", type=int, default=0, help="the headless bot's seed")
    join.add_argument("--quiet", action="store_true", help="print only the result")
    join.set_defaults(fn=cmd_join)


def parse_address(text: str) -> tuple[str, int]:
    """``HOST`` or ``HOST:PORT`` (the default port if none)."""
    host, sep, port = text.rpartition(":")
    if not sep:
        return text, DEFAULT_PORT
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"bad port in {text!r}")
    return host or "127.0.0.1", int(port)


# -- host ------------------------------------------------------------------------------------------
def cmd_host(args: argparse.Namespace) -> int:
    """Host a table (headless here; otherwise the window's Host screen)."""
    if not args.headless:
        from game.ui.main import run_lan_window

        return run_lan_window("host", name=args.name, port=args.port, resume=args.resume)
    try:
        core = _host_core(args)
    except CorruptSave as exc:
        say(f"cannot resume {args.resume}: refused: {exc.reason}", err=True)
        return 2
    except ProtocolError as exc:
        say(f"cannot host: {exc.reason}", err=True)
        return 2
    except OSError as exc:
        say(f"cannot write the autosave: {exc.strerror or exc}", err=True)
        return 2
    return asyncio.run(_serve_headless(core, args))


def _host_core(args: argparse.Namespace) -> HostCore:
    if args.resume:
        return HostCore.resume(args.resume, grace=args.grace, auto_start=True)
    autosave = Path(args.autosave) if args.autosave else default_path(args.name)
    private_folder(autosave.parent)
    table = {e: True for e in expansions_from(args)}  # the reward cards come with Incursion
    lobby = Lobby.new(args.players, args.bots, args.strength, table or None)
    options: dict[str, Any] = {"alien_mode": args.aliens, "four_planets": args.short, **table}
    if table.get("incursion"):
        options["rewards"] = args.rewards
    if args.deal_timer:
        options["deal_timer"] = args.deal_timer
    options.update(variants_from(args))
    lobby.set_options({k: v for k, v in options.items() if k in OPTIONS})
    seed = args.seed if args.seed is not None else new_seed()
    return HostCore(
        name=args.name, lobby=lobby, seed=seed, auto_start=True, journal_path=autosave, grace=args.grace
    )


async def _serve_headless(core: HostCore, args: argparse.Namespace) -> int:
    server = HostServer(core, host=args.bind, port=args.port, advertise=not args.no_advertise)
    try:
        port = await server.start()
    except OSError as exc:
        say(f"cannot listen on port {args.port}: {exc.strerror or exc}", err=True)
        return 2
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):  # before the line that tells the port: a stop is caught
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    where = core.journal_path or (Path(args.resume) if args.resume else None)
    say(f"hosting {core.name!r} on port {port}; autosave: {where}")
    if core.resume_report is not None:
        say(f"resumed: {core.resume_report}")  # what the journal kept, and any torn line cut off
    over = loop.create_task(server.finished.wait())
    asked = loop.create_task(stop.wait())
    try:
        await asyncio.wait({over, asked}, return_when=asyncio.FIRST_COMPLETED)
        if over.done() and not asked.done() and core.rec is not None:
            names = [core.rec.config.seats[s].name for s in core.rec.state.winners]
            say(f"game over after {core.rec.state.actions} actions: won by {', '.join(names)}")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), AFTER_GAME)  # a stop cuts the wait short
    finally:
        for task in (over, asked):
            task.cancel()
        await asyncio.gather(over, asked, return_exceptions=True)
        await server.stop()
    return 0


# -- what the headless commands print --------------------------------------------------------------
def say(text: str, err: bool = False) -> None:
    """Print one line of the headless commands' output, every character that is not printable escaped
    (``net.text.escape``): names, chat and reasons come from other people and must never drive the
    terminal."""
    print(escape(text), file=sys.stderr if err else sys.stdout, flush=True)


def headless_lines(client: ClientCore, msg: dict[str, Any]) -> list[str]:
    """What ``join --headless`` prints about a message once ``client`` has folded it in (unescaped)."""
    kind = msg["type"]
    if kind == "welcome":
        where = f"seat {client.seat}" if client.seat is not None else "a spectator"
        return [f"joined {client.table!r} as {where}"]
    if kind == "reject":
        return [f"refused ({msg.get('code')}): {msg.get('reason')}"]
    if kind == "chat":
        return [f"{msg.get('from')} says: {msg.get('text')}"]
    if kind == "update" and client.config is not None:
        told = client.events[len(client.events) - len(msg["events"]) :]
        return [line for line in (narrate(event, client.config) for event in told) if line]
    return []


# -- join ------------------------------------------------------------------------------------------
def cmd_join(args: argparse.Namespace) -> int:
    """Join a table (headless: a bot plays; otherwise the window's Join screen)."""
    if not args.headless:
        from game.ui.main import run_lan_window

        return run_lan_window("join", address=args.address, name=args.name)
    if args.address is None:
        say("a headless join needs HOST[:PORT]", err=True)
        return 2
    try:
        host, port = parse_address(args.address)
    except ValueError as exc:
        say(str(exc), err=True)
        return 2
    try:
        core = asyncio.run(_join_headless(host, port, args))
    except (OSError, TimeoutError) as exc:
        say(f"cannot reach {host}:{port}: {exc}", err=True)
        return 1
    if core.closed and not core.over:
        say(f"the host closed the connection: {core.closed}", err=True)
        return 1
    winners = core.view["winners"] if core.view else []
    names = [core.config.seats[s].name for s in winners] if core.config else []
    say(f"game over: won by {', '.join(names) or 'nobody'}")
    return 0


async def _join_headless(host: str, port: int, args: argparse.Namespace) -> ClientCore:
    def show(client: ClientCore, msg: dict[str, Any]) -> None:
        if not args.quiet:
            for line in headless_lines(client, msg):
                say(line)

    return await bot_client.play(
        host, port, args.name, args.bot, seed=args.seed, spectate=args.spectate, watch=show, patience=30.0
    )
