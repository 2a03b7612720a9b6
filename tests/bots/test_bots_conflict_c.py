"""Bots with the Cosmic Conflict aliens of group C (The Claw, Warhawk, Empath, Graviton, Industrialist):
normal and hard bots finish games with all five at the table (every new prompt answered), and the senses
make the choices their modules describe."""

from __future__ import annotations

from game.bots.senses.graviton import gain
from game.bots.senses.the_claw import _pick
from game.cards.catalog import CARD_NAME
from game.config import default_config
from game.sim import bot_seed, make_bot, play

ALIENS = ("The Claw", "Warhawk", "Empath", "Graviton", "Industrialist")


def test_normal_bots_finish_games_with_the_five_aliens() -> None:
    for seed, flare in ((11, "classic"), (12, "alternate")):
        config = default_config(5, seed=seed, aliens=ALIENS, expansions=("conflict",), empath_flare=flare)
        result = play(config, [make_bot("normal", bot_seed(seed, s)) for s in range(5)])
        assert result.finished and result.winners


def test_a_hard_bot_finishes_a_game_with_them() -> None:
    config = default_config(3, seed=5, aliens=ALIENS[:3], expansions=("conflict",))
    bots = [make_bot("hard", bot_seed(5, 0), budget=4), make_bot("normal", 1), make_bot("easy", 2)]
    assert play(config, bots).finished


def test_graviton_calls_the_digit_that_helps_its_card() -> None:
    def view(card: str) -> dict[str, object]:
        return {"my_card": CARD_NAME.index(card)}

    assert gain(view("Attack 40"), "tens") < 0 and gain(view("Attack 40"), "ones") < 0  # no call with a 40
    assert gain(view("Attack 08"), "ones") > gain(view("Attack 08"), "tens") > 0


def test_the_claw_picks_a_common_face() -> None:
    options = [{"card": CARD_NAME.index(n)} for n in ("Attack 30", "Attack 08", "Attack 40")]
    view = {"players": [{"alien": "The Claw"}], "seat": 0}
    assert CARD_NAME[_pick(view, 0, options)["card"]] == "Attack 08"
