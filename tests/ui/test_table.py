"""The table scene headless: a bot game plays to the end in frames; the hot-seat curtain protects secrets."""

from __future__ import annotations

from pathlib import Path

import pygame
from kit import click, frames, table_app

from game.bots.random_bot import RandomBot
from game.ui import cards
from game.ui.main import screenshot
from game.view import prompt_is_public

FAST = {"bot_speed": 8.0, "animation_speed": 8.0}


def test_a_bot_game_runs_in_frames_to_the_end() -> None:
    app, scene = table_app(["random"] * 3, seed=4, aliens="random", **FAST)
    for _ in range(30000):
        if scene.thinking is not None:  # a bot's thought takes frames, never the machine's time
            scene.thinking[1].result()
        app.frame(1 / 20)
        if scene.session.over:
            break
    assert scene.session.over
    frames(app, 60)
    assert not scene.animator.busy
    assert scene.table.shown["over"] and scene.table.shown["winners"] == scene.session.state.winners
    assert any("win" in line for line, _ in scene.log.lines()[-3:])


def _public_cards(view: dict) -> set[int]:
    enc = view["encounter"]
    public = set(view["discard"]) | {c for c in (enc["offense_card"], enc["defense_card"]) if c is not None}
    public |= {p["card"] for p in enc["plays"] if "card" in p}
    public |= set(enc.get("in_play", []))  # cards played face up on the table (reinforcements, artifacts)
    return public


def test_curtain_before_every_private_choice_of_another_person() -> None:
    """Two people and a bot share the screen: each time the next choice is the other person's, the curtain
    comes first, and while it is up not one card face is drawn; after the click, only that person's
    prompt and hand are shown."""
    app, scene = table_app(["human", "human", "random"], seed=9, **FAST)
    table = scene.table
    answerers = {0: RandomBot(11), 1: RandomBot(12)}
    curtains = answered = both_secret = gates = 0
    for _ in range(4000):
        if scene.session.over or answered >= 150:
            break
        app.frame(1 / 20)
        if scene.curtain.up:
            curtains += 1
            assert cards.FACES_DRAWN == []
            if scene.gate.chosen is not None:
                seat = scene.gate.chosen  # asked to act at a play window's gate
            else:
                expected = scene.session.next_human_prompt(table.looker)
                assert expected is not None
                seat = expected.seat
            assert seat == table.curtain_for != table.looker
            click((10, 10))
            app.frame(1 / 20)
            assert table.looker == seat and not scene.curtain.up
            continue
        if scene.gate.showing:
            gates += 1
            if scene.gate.nothing_for is not None:
                assert scene.gate.nothing_for == table.looker
                scene.gate.answered()
            elif gates % 3 == 0:
                scene.gate.everyone_passes()
            else:
                scene.gate.ask_to_act(gates % 2)
            continue
        prompt = scene.prompt.prompt
        if prompt is None:
            continue
        if table.looker is None:  # answered in front of the whole table: nothing private on screen
            assert prompt_is_public(prompt)
            assert table.shown["hand"] is None
        else:
            assert prompt.seat == table.looker
        assert set(cards.FACES_DRAWN) <= set(table.shown["hand"] or []) | _public_cards(table.shown)
        others = [p for p in scene.session.prompts() if p.seat != prompt.seat and p.ctx == "select_card"]
        if prompt.ctx == "select_card" and others:
            both_secret += 1  # both main players choose in secret: one at a time, the curtain between
        action = answerers[prompt.seat].act(prompt, lambda: {})
        scene.submit(prompt.seat, action)
        answered += 1
    assert curtains >= 5 and answered >= 50 and both_secret >= 1 and gates >= 3


def test_one_person_with_bots_never_sees_a_curtain() -> None:
    app, scene = table_app(["random", "human", "random"], seed=5, **FAST)
    bot = RandomBot(3)
    for _ in range(1500):
        app.frame(1 / 20)
        assert not scene.curtain.up
        prompt = scene.prompt.prompt
        if prompt is not None:
            scene.submit(prompt.seat, bot.act(prompt, lambda: {}))
        if scene.session.over:
            break
    assert scene.table.looker == 1


def test_screenshot_writes_a_png(tmp_path: Path) -> None:
    out = screenshot(str(tmp_path / "table.png"), players=5, seed=3, actions=40, size=(1280, 720), frames=3)
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)


def test_play_windows_stop_at_a_gate_that_names_everyone() -> None:
    """With two people at the screen, every play window the turn reaches pauses at the same gate, whoever
    was asked: a button for each person and 'Everyone passes'. The engine's list of who can play stays
    hidden: a person with nothing to play who asks to act is told so behind the curtain."""
    app, scene = table_app(["human", "human", "random"], seed=9, **FAST)
    bot = RandomBot(5)
    seen_gate = told_nothing = 0
    for _ in range(6000):
        if scene.session.over or (seen_gate >= 3 and told_nothing >= 1):
            break
        app.frame(1 / 20)
        if scene.curtain.up:
            click((10, 10))
            continue
        if scene.gate.showing:
            if scene.gate.nothing_for is not None:
                told_nothing += 1
                scene.gate.answered()
                scene.gate.everyone_passes()
                continue
            seen_gate += 1
            labels = [b.label for b in scene.gate.buttons]
            assert labels[:2] == [f"{scene.table.name(s)}: I want to play" for s in (0, 1)]
            assert labels[-1] == "Everyone passes"
            waiting = {p.seat for p in scene.session.human_prompts()}
            idle = [s for s in (0, 1) if s not in waiting]
            if idle:
                scene.gate.ask_to_act(idle[0])
            else:
                scene.gate.everyone_passes()
            continue
        prompt = scene.prompt.prompt
        if prompt is not None:
            scene.submit(prompt.seat, bot.act(prompt, lambda: {}))
    assert seen_gate >= 3 and told_nothing >= 1


def test_the_window_resizes_and_the_table_follows() -> None:
    app, scene = table_app(["random"] * 4, seed=2, **FAST)
    frames(app, 3)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1366, h=768, size=(1366, 768)))
    frames(app, 2)
    assert app.screen.get_size() == (1366, 768)
    lay = scene.table.layout
    assert (lay.w, lay.h) == (1366, 768) and lay.side.right == 1366
    assert all(lay.board.collidepoint(x, y) for x, y in lay.systems)
    assert app.settings.width == 1366


def test_clicking_a_planet_on_the_board_aims_the_gate() -> None:
    """The person who must aim the gate can click the planet itself; the board forwards the click to the
    prompt, which answers only with one of the engine's options."""
    app, scene = table_app(["human", "random", "random"], seed=3, **FAST)
    bot = RandomBot(8)
    for _ in range(3000):
        app.frame(1 / 20)
        prompt = scene.prompt.prompt
        if prompt is None:
            continue
        if prompt.ctx == "launch_aim":
            target = prompt.options[-1]["planet"]
            x, y = scene.table.layout.planet_pos(target, scene.table.t)
            click((int(x), int(y)))
            app.frame(1 / 20)
            assert scene.session.history[-1].action is not None
            assert scene.session.history[-1].action["type"] == "aim"
            assert scene.session.state.enc.target == target
            return
        scene.submit(prompt.seat, bot.act(prompt, lambda: {}))
    raise AssertionError("the person never had to aim the gate")


def test_escape_pauses_and_leaving_asks_twice() -> None:
    from kit import key

    from game.ui.scenes.title import TitleScene

    app, scene = table_app(["random"] * 3, seed=2, **FAST)
    frames(app, 2)
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert scene.pause.open
    actions = scene.session.state.actions
    frames(app, 40)
    assert scene.session.state.actions == actions  # paused: the bots wait
    key(pygame.K_l)
    frames(app, 1)
    assert app.scene is scene and scene.pause.confirm
    key(pygame.K_l)
    frames(app, 1)
    assert isinstance(app.scene, TitleScene)


def test_a_table_set_over_a_game_in_progress_pauses_only_where_the_game_is() -> None:
    """A resumed game (or one set again after a take back) tells its history in the log; it does not
    stage its animations or its window pauses again."""
    from game.ui.scenes.table import TableScene

    app, scene = table_app(["human", "human", "random"], seed=9, **FAST)
    session = scene.session
    bot = RandomBot(4)
    while session.state.actions < 120:
        prompt = session.prompts()[0]
        session.submit(prompt.seat, bot.act(prompt, lambda: {}))
    again = TableScene(app, session)
    assert len(again.table.log) == sum(len(b.events) for b in session.history)
    assert not again.stage and not again.animator.busy
    at_window = any(p.ctx == "window" and p.seat in session.humans for p in session.prompts())
    app.switch(again)
    frames(app, 2)
    assert (again.gate.hold is not None) == at_window  # a pause only if the engine waits at a window
