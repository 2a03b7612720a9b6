"""Keys answer a prompt only through a button that shows them: Esc is the pause menu unless a button says
"Esc"; every option button shows its number; a key pressed during an animation waits for it to end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
from kit import key, person_at

from game.bots.random_bot import RandomBot
from game.prompts import CHOOSE
from game.ui.animator import Animator
from game.ui.app import App
from game.ui.prompt_panel import NUMBER_KEYS
from game.ui.scenes.table import TableScene

FAST = {"bot_speed": 8.0, "animation_speed": 8.0}
DT = 1 / 20


def press(app: App, k: int) -> None:
    key(k)
    app.frame(DT)


def answers(scene: TableScene) -> list[dict[str, Any]]:
    return [b.action for b in scene.session.history if b.actor == 0 and b.action is not None]


def shown_keys(scene: TableScene) -> dict[int, str]:
    """Every key a button of the open prompt takes, with the button's label."""
    scene.prompt.draw(scene.app.screen)
    return {b.key: b.label for b in scene.prompt.buttons if b.key is not None}


def fido_offer() -> tuple[App, TableScene]:
    """A person offered a card by Fido (a bot): Take or Refuse. Not every game gets there: seeds are tried."""
    for seed in range(1, 30):
        try:
            return person_at("fido_offer", seed=seed, alien_mode="fixed", aliens=(None, "Fido", None, None))
        except AssertionError:
            continue
    raise AssertionError("no game offered the person a card")


def test_esc_at_a_take_or_refuse_offer_opens_the_pause_menu_and_refuses_nothing() -> None:
    app, scene = fido_offer()
    offer = scene.prompt.prompt
    assert offer is not None and {o["accept"] for o in offer.options} == {True, False}
    assert pygame.K_ESCAPE not in shown_keys(scene)
    before = len(answers(scene))
    press(app, pygame.K_ESCAPE)
    assert scene.pause.open
    assert len(answers(scene)) == before and scene.session.prompt_open(offer)
    press(app, pygame.K_ESCAPE)  # the menu closes; the offer is still there, its buttons numbered
    assert not scene.pause.open and scene.prompt.prompt is offer
    refuse = next(i for i, o in enumerate(offer.options) if not o["accept"])
    assert shown_keys(scene)[NUMBER_KEYS[refuse]].startswith("Refuse")
    press(app, NUMBER_KEYS[refuse])
    assert answers(scene)[-1]["accept"] is False


def test_esc_at_a_play_window_opens_the_pause_menu_and_p_passes() -> None:
    app, scene = person_at("window")
    window = scene.prompt.prompt
    assert window is not None
    keys = shown_keys(scene)
    assert keys[pygame.K_p] == "Pass" and pygame.K_ESCAPE not in keys
    before = len(answers(scene))
    press(app, pygame.K_ESCAPE)
    assert scene.pause.open and len(answers(scene)) == before
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_p)
    assert answers(scene)[-1]["type"] == "pass"


def test_esc_presses_a_button_that_shows_it() -> None:
    app, scene = person_at("ally")
    assert shown_keys(scene)[pygame.K_ESCAPE] == "Stay out"
    press(app, pygame.K_ESCAPE)
    assert not scene.pause.open and answers(scene)[-1]["type"] == "decline"


def test_every_option_button_shows_its_number_and_no_button_hides_a_key() -> None:
    """A person's prompts through a whole stretch of game: no invisible or unlabelled shortcut anywhere,
    and each option of a choose prompt on the page carries a number key."""
    app, scene = person_at("launch_aim", seed=5, alien_mode="random")
    stand_in = RandomBot(5)
    seen = 0
    for _ in range(120):
        p = scene.session.next_human_prompt(0)
        if p is None:
            if scene.session.over:
                break
            assert scene.session.bot_step() is not None
            continue
        scene.prompt.show(p)
        scene.prompt.draw(app.screen)
        for b in scene.prompt.buttons:
            assert b.rect.w > 0 and not b.alt_keys, b.label
        if p.kind == CHOOSE:
            grid = [b for b in scene.prompt.buttons if b.key in NUMBER_KEYS]
            options = [o for o in p.options if o.get("type") != "pass"]
            assert len(grid) == min(len(options), len(NUMBER_KEYS)), p.ctx
        seen += 1
        scene.session.submit(0, stand_in.act(p, lambda: scene.session.view(0)))
    assert seen > 20


@pytest.fixture
def animating(monkeypatch: pytest.MonkeyPatch) -> Callable[[bool], None]:
    """``animating(True)``: the table's animator looks busy from now on, until ``animating(False)``."""
    state = {"busy": False}
    real = Animator.busy

    def busy(self: Animator) -> bool:
        return state["busy"] or bool(real.fget(self))  # type: ignore[attr-defined]

    monkeypatch.setattr(Animator, "busy", property(busy))
    return lambda on: state.update(busy=on)


def test_a_key_pressed_during_an_animation_is_pressed_when_it_ends(animating: Callable[[bool], None]) -> None:
    app, scene = person_at("launch_aim")
    aim = scene.prompt.prompt
    assert aim is not None
    before = len(answers(scene))
    animating(True)
    press(app, pygame.K_2)
    assert len(answers(scene)) == before  # kept, not lost, not yet pressed
    assert scene.toast.showing(scene.table.t) == "2: once the animation ends"
    animating(False)
    app.frame(DT)
    assert answers(scene)[-1]["planet"] == aim.options[1]["planet"]


def test_p_during_an_animation_with_nothing_to_pass_says_so(animating: Callable[[bool], None]) -> None:
    app, scene = person_at("launch_aim")
    before = len(answers(scene))
    animating(True)
    press(app, pygame.K_p)
    assert scene.toast.showing(scene.table.t) == "Nothing to pass yet (Space skips the animation)"
    animating(False)
    app.frame(DT)
    assert len(answers(scene)) == before and scene.prompt.prompt is not None
