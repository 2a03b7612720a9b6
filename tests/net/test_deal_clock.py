"""The host keeps the deal clock: when a deal starts every connection is told how long it has, and when
the time runs out the host ends the deal itself (an update with no actor), whoever is thinking."""

from __future__ import annotations

from net_kit import new_core

from net.server import HostServer


def test_the_host_ends_a_deal_whose_time_ran_out_and_tells_everyone_when_it_started() -> None:
    core = new_core(players=3, bots=3, seed=3, table_options={"deal_timer": 30, "four_planets": True})
    core.start()
    for _ in range(3000):
        if core.deal_prompt() is not None:
            break
        assert core.bot_step(), "the game ended without a deal"
    assert core.deal_prompt() is not None
    core.connect(1)
    core.receive(1, {"type": "hello", "version": 1, "name": "Watcher", "spectate": True})
    core.take_outbox()
    server = HostServer(core, clock=lambda: 0.0)
    before = core.state_id
    server._deal_clock(100.0)
    (told,) = [m for _, m in core.take_outbox()]
    assert told == {"type": "clock", "deal": 30, "state": before}
    server._deal_clock(129.9)
    assert core.state_id == before and core.take_outbox() == []
    server._deal_clock(130.0)
    assert core.state_id == before + 1
    updates = [m for _, m in core.take_outbox() if m["type"] == "update"]
    assert updates and updates[0]["actor"] is None
    assert core.rec is not None and core.rec.actions[-1] == {"seat": -1, "type": "deal_timeout"}
    kinds = [e["kind"] for e in updates[0]["events"]]
    assert "deal_failed" in kinds, kinds
