"""A whole LAN game on loopback: a host, four clients played by bots over real TCP, one bot seat at the host.

After every update each client's view equals the engine's view of its seat at that moment, its events are
exactly the ones its seat may see, and no client is ever sent a card it may not know."""

from __future__ import annotations

from typing import Any

import pytest
from net_kit import new_core, play_watched


@pytest.mark.parametrize(
    ("seed", "options"),
    [
        (11, {"four_planets": True}),
        (12, {"alien_mode": "random"}),
        (13, {"alien_mode": "choose"}),
        # every base-game variant at once: two aliens each, face down until used, and techs
        (14, {"alien_mode": "random", "powers": 2, "hidden_powers": True, "tech": True}),
    ],
)
def test_four_clients_and_a_bot_play_a_game_to_the_end(seed: int, options: dict[str, Any]) -> None:
    core = new_core(players=5, bots=1, seed=seed, table_options=options)
    powers = options.get("alien_mode", "none") != "none"
    # a power may show a seat someone's cards: in those games the exact-share check of events covers it
    done, checked, problems = play_watched(core, 4, "normal", check_cards=not powers)
    assert not problems, problems[:5]
    assert core.rec is not None and core.rec.state.over
    assert all(c.over for c in done)
    assert sorted(c.seat for c in done) == [0, 1, 2, 3]
    assert min(checked[:4]) > 100, checked
    assert done[0].view is not None and done[0].view["winners"] == core.rec.state.winners
