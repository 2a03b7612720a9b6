"""A whole LAN game on loopback: a host, four clients played by bots over real TCP, one bot seat at the host.

After every update each client's view equals the engine's view of its seat at that moment, its events are
exactly the ones its seat may see, and no client is ever sent a card it may not know."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from net_kit import Truth, cards_in_events, cards_in_view, new_core, sent_events, serve

from net import bot_client
from net.client import ClientCore


@pytest.mark.parametrize(
    ("seed", "options"),
    [(11, {"four_planets": True}), (12, {"alien_mode": "random"}), (13, {"alien_mode": "choose"})],
)
def test_four_clients_and_a_bot_play_a_game_to_the_end(seed: int, options: dict[str, Any]) -> None:
    core = new_core(players=5, bots=1, seed=seed, table_options=options)
    truth = Truth(core)
    checked = [0] * 5
    problems: list[str] = []
    powers = options.get("alien_mode", "none") != "none"

    def watch(client: ClientCore, msg: dict[str, Any]) -> None:
        if msg["type"] not in ("sync", "update"):
            return
        seat, state = client.seat, client.state
        assert seat is not None and client.view is not None
        if client.view != truth.views[state][seat]:
            problems.append(f"seat {seat}: view differs from the engine's at state {state}")
        if msg["type"] == "update" and msg["events"] != sent_events(truth.events[state], seat):
            problems.append(f"seat {seat}: events differ from its share at state {state}")
        if not powers:  # a power may show a seat someone's cards; the events check covers those games
            named = cards_in_view(client.view) | cards_in_events(client.events[-len(msg["events"]) :])
            leaked = named - truth.allowed[state][seat]
            if leaked:
                problems.append(f"seat {seat} was sent cards {sorted(leaked)} at state {state}")
        checked[seat] += 1

    async def game() -> list[ClientCore]:
        server = await serve(core)
        try:
            clients = [
                bot_client.play("127.0.0.1", server.port, f"P{i}", "normal", seed=i, watch=watch)
                for i in range(4)
            ]
            return await asyncio.wait_for(asyncio.gather(*clients), 120)
        finally:
            await server.stop()

    done = asyncio.run(game())
    assert not problems, problems[:5]
    assert core.rec is not None and core.rec.state.over
    assert all(c.over for c in done)
    assert sorted(c.seat for c in done) == [0, 1, 2, 3]
    assert min(checked[:4]) > 100, checked
    assert done[0].view is not None and done[0].view["winners"] == core.rec.state.winners
