"""The table over the network: a real host on 127.0.0.1 (two bots and one person's seat), a ClientBridge to
it, and the table scene driven through a RemoteSession, headless.

The person's prompts are answered through the table's own submit path; the tests check that the game ends
on the results screen, that the table shows exactly what the client was sent (its view at idle, its
events in the log, no card it may not know), that a dropped link shows a banner and comes back to the same
seat, and that an answer the host refuses is shown on the panel and changes nothing.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
from kit import Mailbox, key, make_app, table_app

from game.bots import make_bot
from game.ui import cards
from game.ui.app import App
from game.ui.remote_session import RemoteSession
from game.ui.scenes.results import ResultsScene, start_game
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from net.bridge import ClientBridge, HostRunner, NetThread
from net.client import ClientCore, event_from_wire
from net.host import HostCore
from net.lobby import Lobby

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_view_secrecy import card_ids  # the engine tests' secrecy oracle: cards an event names

LOOPBACK = "127.0.0.1"
FAST = {"bot_speed": 8.0, "animation_speed": 8.0}
DT = 1 / 20
DEADLINE = 60.0


def wait_for(done: Callable[[], bool], seconds: float = 10.0, what: str = "") -> None:
    """Poll ``done`` until it is true (fails after ``seconds``)."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, f"timed out waiting for {what}"
        time.sleep(0.005)


@dataclass
class Lan:
    """A host, one person's client at it, and the table showing that client's seat."""

    net: NetThread
    runner: HostRunner
    host: HostCore
    client: ClientCore
    session: RemoteSession
    app: App
    scene: TableScene

    @property
    def seat(self) -> int:
        assert self.client.seat is not None
        return self.client.seat


@contextmanager
def lan_table(seed: int) -> Iterator[Lan]:
    """Host a three-seat table (two bots) on loopback, join it, ready up, and put the game on a table."""
    net = NetThread()
    runner: HostRunner | None = None
    session: RemoteSession | None = None
    try:
        host = HostCore(name="Test table", lobby=Lobby.new(3, bots=2), seed=seed, auto_start=True)
        host.lobby.options = {"four_planets": True}
        runner = HostRunner(net, host, 0, host=LOOPBACK)
        started = runner
        wait_for(lambda: started.port is not None or started.error is not None, what="the host to listen")
        assert runner.error is None and runner.port is not None
        client = ClientCore("Tess")
        bridge = ClientBridge(net, LOOPBACK, runner.port, client.hello)

        def synced() -> bool:
            for msg in bridge.poll():
                client.handle(msg)
                if msg["type"] == "welcome":
                    bridge.send({"type": "ready", "ready": True})
            return client.view is not None

        wait_for(synced, what="the game to start")
        session = RemoteSession(client, bridge, owned=[runner, net])
        app = make_app(**FAST)
        scene = start_game(app, session)
        yield Lan(net, runner, host, client, session, app, scene)
    finally:
        if session is not None:
            session.close()
        else:
            if runner is not None:
                runner.stop()
            net.stop()
        assert not net.thread.is_alive()


def cards_in_view(view: dict[str, Any]) -> set[int]:
    """Every cosmic card id a view names (its own hand and the face-up ones)."""
    enc = view["encounter"]
    out = set(view["hand"] or []) | set(view["discard"]) | set(enc["in_play"])
    out |= {
        c for c in (enc["offense_card"], enc["defense_card"], view["my_card"]) if c is not None and c >= 0
    }
    for play in enc["plays"]:
        out.add(play["card"])
        out.update(play.get("shown", []))
    return out


@dataclass
class Watch:
    """Checks after every frame: the shown view at idle is the client's, and no card face is drawn that the
    client was not shown (in a view: its own hand or a face-up card; or in an event it was sent)."""

    lan: Lan
    known: set[int]
    idle_checks: int = 0
    frames: int = 0
    told: int = 0  # the client's events already looked at

    def after_frame(self) -> None:
        lan = self.lan
        view = lan.client.view
        assert view is not None
        self.known |= cards_in_view(view)
        self.known.update(c for e in lan.client.events[self.told :] for c in card_ids(e))
        self.told = len(lan.client.events)
        self.frames += 1
        if not isinstance(lan.app.scene, TableScene):
            return
        assert set(cards.FACES_DRAWN) <= self.known, sorted(set(cards.FACES_DRAWN) - self.known)
        if not lan.scene.animator.busy:
            assert lan.scene.table.shown == view
            self.idle_checks += 1


def play(
    lan: Lan,
    until: Callable[[], bool],
    watch: Watch | None = None,
    answer: bool = True,
    seconds: float = DEADLINE,
) -> None:
    """Run frames; a person answers each prompt the panel shows (a normal bot decides, from the seat's view
    only) through the table's own submit path, until ``until()``."""
    bot = make_bot("normal", 1)
    end = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < end, "the remote game did not get there in time"
        lan.app.frame(DT)
        if watch is not None:
            watch.after_frame()
        scene = lan.app.scene
        prompt = scene.prompt.prompt if isinstance(scene, TableScene) else None
        if answer and prompt is not None and lan.session.link_state == "connected":
            view = lan.session.view(prompt.seat)
            if lan.session.last_refusal is not None and prompt.options:
                action = dict(prompt.options[0])  # the bot's choice was refused: the first legal one
            else:
                action = bot.act(prompt, view.copy)  # the seat's view only
            scene.submit(prompt.seat, {**action, "prompt": prompt.id})
        else:
            time.sleep(0.001)  # the host's turn: give the network thread the processor


def log_events(scene: TableScene) -> list[Any]:
    return [line.event for line in scene.table.log]


def test_a_remote_seat_plays_a_game_to_the_results_seeing_only_what_it_was_sent() -> None:
    with lan_table(seed=21) as lan:
        seat = lan.seat
        assert lan.client.view is not None
        watch = Watch(lan, cards_in_view(lan.client.view))
        assert lan.session.humans == [seat] and lan.scene.table.looker == seat
        assert lan.session.bot_prompts() == [] and not lan.session.times_deals
        play(lan, lambda: isinstance(lan.app.scene, ResultsScene), watch)
        table = lan.scene
        # the game ended at the host, and this client was told
        assert lan.host.rec is not None and lan.host.rec.state.over
        assert lan.session.over and lan.client.view is not None
        assert lan.client.view["winners"] == lan.host.rec.state.winners
        assert watch.idle_checks > 50, watch.idle_checks
        # the log holds exactly the events this seat was sent, in order, and shows only those it may see
        assert log_events(table) == lan.client.events
        assert all(line.event.visible_to(seat) for line in table.table.visible_log())
        # no other seat's hand, ever
        for other in range(lan.session.n):
            if other != seat:
                assert lan.session.view(other)["hand"] is None
                assert lan.session.view(other)["prompts"] == []
        assert lan.session.view(None)["seat"] is None
        # the results come from the public events; a LAN game is not replayed from here
        results = lan.app.scene
        assert isinstance(results, ResultsScene)
        assert results.story.winners == lan.host.rec.state.winners
        assert results.story.encounters > 0
        labels = [b.label for b in results.buttons]
        assert "Play again" not in labels and "Title" in labels
        results.title()  # leaving closes the session: the host and the network thread stop
        assert lan.session.closed
        wait_for(lambda: not lan.net.thread.is_alive(), what="the network thread to stop")


def test_a_dropped_link_shows_a_banner_and_the_same_seat_comes_back() -> None:
    with lan_table(seed=22) as lan:
        seat, token = lan.seat, lan.client.token
        play(lan, lambda: lan.client.state >= 15)
        assert lan.scene.banner is None
        before = lan.client.state

        def drop_everyone() -> None:
            server = lan.runner.server
            assert server is not None
            for writer in list(server.writers.values()):
                writer.close()

        lan.net.call(drop_everyone)
        seen: set[str] = set()

        def back() -> bool:
            if lan.scene.banner is not None:
                seen.add(lan.scene.banner)
            return bool(seen) and lan.session.link_state == "connected"

        play(lan, back, answer=False, seconds=15)
        assert any(b.startswith("Connection lost: reconnecting") for b in seen), seen
        lan.app.frame(DT)
        assert lan.scene.banner is None
        assert lan.client.seat == seat and lan.client.token == token
        assert lan.session.humans == [seat]
        assert lan.host.lobby.slots[seat].connected and not lan.host.lobby.slots[seat].stand_in
        # the resync was told once: the log has no event twice over the join
        told = log_events(lan.scene)
        assert told == [e for b in lan.session.history for e in b.events]
        assert told[-len(lan.client.events) :] == lan.client.events
        # and the game goes on from where it was
        play(lan, lambda: lan.client.state >= before + 15 or lan.session.over)
        play(lan, lambda: not lan.scene.animator.busy, answer=False, seconds=10)
        assert lan.scene.table.shown == lan.client.view


def test_an_answer_the_host_refuses_is_shown_on_the_panel_and_changes_nothing() -> None:
    with lan_table(seed=23) as lan:
        scene = lan.scene
        play(lan, lambda: scene.prompt.prompt is not None, answer=False)
        prompt = scene.prompt.prompt
        assert prompt is not None
        state, view = lan.client.state, lan.session.view(lan.seat)
        assert scene.prompt.send({"type": "no_such_answer"})  # sent: only the host can judge it
        play(lan, lambda: lan.session.last_refusal is not None, answer=False, seconds=10)
        play(lan, lambda: scene.prompt.prompt is not None, answer=False, seconds=10)
        assert scene.prompt.prompt is not None and scene.prompt.prompt.id == prompt.id
        assert scene.table.message is not None and scene.table.message.startswith("Not allowed")
        assert lan.client.state == state and lan.session.view(lan.seat) == view
        assert lan.host.state_id == state
        # a good answer goes through, and the next prompt comes without the refusal
        play(lan, lambda: lan.client.state > state)
        play(lan, lambda: scene.prompt.prompt is not None, answer=False)
        assert scene.prompt.prompt is not None and scene.prompt.prompt.id != prompt.id
        assert lan.session.last_refusal is None and scene.table.message is None


# -- without a network: a host core in this thread and a bridge that is only a mailbox -------------------
class Owned:
    def __init__(self) -> None:
        self.stopped = 0

    def stop(self) -> None:
        self.stopped += 1


def offline_session(seed: int = 5) -> tuple[HostCore, RemoteSession, Mailbox, Owned]:
    """A started host core (one person, two bots) and a session fed by hand with its messages."""
    host = HostCore(name="Offline", lobby=Lobby.new(3, bots=2), seed=seed, auto_start=True)
    host.lobby.options = {"four_planets": True}
    client = ClientCore("Tess")
    host.connect(1)
    host.receive(1, client.hello())
    host.receive(1, {"type": "ready", "ready": True})
    for _, msg in host.take_outbox():
        client.handle(msg)
    while client.view is None:  # the game opened in a play window the person is not asked in
        assert host.bot_step()
        for _, msg in host.take_outbox():
            client.handle(msg)
    mailbox, owned = Mailbox(), Owned()
    session = RemoteSession(client, mailbox, [owned])  # type: ignore[arg-type]
    while host.bot_step():  # the bots play up to the person's first prompt
        pass
    mailbox.inbox.extend(msg for _, msg in host.take_outbox())
    return host, session, mailbox, owned


def test_a_resync_tells_only_the_new_events_and_other_lookers_get_the_public_view() -> None:
    host, session, mailbox, _ = offline_session(6)  # the bots move before the person is first asked
    seat = session.core.seat
    assert seat == 0
    first = session.poll()
    assert first and all(not b.snap for b in first)
    told = [e for b in session.history for e in b.events]
    assert told == session.core.events
    # the link drops; a stand-in plays the seat meanwhile; the link comes back and the host's sync
    # repeats its recent events: only the new ones are told
    before = told
    host.disconnect(1, 0.0)
    host.tick(host.grace + 1)
    for _ in range(12):
        assert host.bot_step()
    host.connect(2)
    host.receive(2, session.core.hello())
    mailbox.inbox.append({"type": "_link", "state": "lost", "reason": "dropped"})
    mailbox.inbox.append({"type": "_link", "state": "connecting", "reason": ""})
    assert session.poll() == [] and (session.link_state, session.link_reason) == ("connecting", "dropped")
    mailbox.inbox.append({"type": "_link", "state": "connected", "reason": ""})
    mailbox.inbox.extend(msg for _, msg in host.take_outbox())
    (batch,) = session.poll()
    assert batch.snap and batch.events and session.link_state == "connected"
    told = [e for b in session.history for e in b.events]
    assert told == before + batch.events
    truth = [event_from_wire(e) for e in host.recent_told(seat)]
    assert told == truth
    assert session.core.seat == seat
    # another looker sees no secret; this seat sees its own view
    mine = session.view(seat)
    assert mine == session.core.view and mine is not session.core.view
    for other in (None, 1, 2):
        public = session.view(other)
        assert public["hand"] is None and public["prompts"] == [] and public["my_card"] is None
        assert public["alien_private"] == {} and public["seat"] is None
        assert {
            k: v
            for k, v in public.items()
            if k not in ("hand", "prompts", "my_card", "alien_private", "seat")
        } == {
            k: v for k, v in mine.items() if k not in ("hand", "prompts", "my_card", "alien_private", "seat")
        }


def test_a_failed_link_says_why_and_esc_leaves_closing_everything() -> None:
    _, session, mailbox, owned = offline_session()
    app = make_app(**FAST)
    scene = start_game(app, session)
    for _ in range(600):  # the bots' moves are staged, then the person's prompt comes up
        app.frame(DT)
        if scene.prompt.prompt is not None:
            break
    assert scene.banner is None
    mailbox.inbox.append({"type": "_link", "state": "failed", "reason": "refused by the host"})
    app.frame(DT)
    assert scene.banner is not None and scene.banner.startswith("Connection failed")
    assert "refused by the host" in scene.banner and "Esc: leave" in scene.banner
    prompt = session.next_human_prompt(0)
    assert prompt is not None and scene.prompt.prompt is not None
    # nothing can be sent while the link is down: the panel says so, and nothing goes out
    assert not scene.prompt.send(dict(prompt.options[0]) if prompt.options else {})
    assert scene.table.message is not None and "connection to the host is down" in scene.table.message
    assert mailbox.sent == []
    key(pygame.K_ESCAPE)
    app.frame(DT)
    assert isinstance(app.scene, TitleScene)
    assert session.closed and mailbox.closed and owned.stopped == 1
    session.close()
    assert owned.stopped == 1


def test_the_hosts_deal_clock_counts_down_on_a_remote_seat() -> None:
    host, session, mailbox, _ = offline_session()
    session.poll()
    assert session.deal_left() is None
    host.deal_clock_started(60)
    mailbox.inbox.extend(msg for _, msg in host.take_outbox())
    assert session.poll() == []
    left = session.deal_left()
    assert left is not None and 59.0 < left <= 60.0
    mailbox.inbox.append({"type": "clock", "deal": "soon"})  # nonsense from a host: no clock, no crash
    session.poll()
    assert session.deal_left() is None


# -- chat at the table, and closing the window -----------------------------------------------------------
def press(k: int, text: str = "") -> None:
    """A key as SDL sends it: KEYDOWN, then its character (if it types one) as TEXTINPUT, then KEYUP."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
    if text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=text, scancode=0))


def type_keys(text: str) -> None:
    """Type ``text`` key by key (letters, digits and spaces: their keys are their lowercase characters)."""
    for c in text:
        press(ord(c.lower()), c)


def pump(host: HostCore, mailbox: Mailbox) -> None:
    """The host reads what the client sent, its bots play, and the client gets what the host said."""
    for msg in mailbox.sent:
        host.receive(1, msg)
    mailbox.sent.clear()
    while host.bot_step():
        pass
    mailbox.inbox.extend(msg for _, msg in host.take_outbox())


def chat_rows(scene: TableScene) -> list[str]:
    return [row.full for row in scene.log.rows() if row.chat]


def test_chat_from_the_host_shows_in_the_log_at_once_even_while_events_wait_to_be_staged() -> None:
    _, session, mailbox, _ = offline_session(6)  # the bots move before the person is first asked
    assert session.can_chat
    app = make_app(**FAST)
    scene = start_game(app, session)
    opening = len(scene.table.log)
    # the bots' moves arrive with two chat lines in the middle: the moves are staged one by one, the
    # chat is told at once, after what was told when it came
    mailbox.inbox[1:1] = [
        {"type": "chat", "from": "Ben", "seat": 1, "text": "hello\nthere"},
        {"type": "chat", "from": "Grandma", "seat": None, "text": "watching!"},
    ]
    app.frame(DT)
    assert scene.animator.busy and scene.table.log_limit is not None
    assert scene.table.log_limit < len(scene.table.log)
    assert chat_rows(scene) == ["Ben: hello there", "Grandma: watching!"]
    assert [(c.at, c.seat) for c in scene.table.chat] == [(opening, 1), (opening, None)]
    entries = scene.table.log_entries()
    before = [line for line in scene.table.log[:opening] if line.event.visible_to(scene.table.eye)]
    assert entries[: len(before) + 2] == [*before, *scene.table.chat]  # after what was told when it came
    lines = [full for _, full in scene.log.lines()]
    assert "Ben: hello there" in lines and "Grandma: watching!" in lines
    assert session.poll_chat() == []  # each line is handed out once
    # once everything is staged, the moves come after the chat, in the order they arrived
    for _ in range(600):
        app.frame(DT)
        if scene.prompt.prompt is not None:
            break
    entries = scene.table.log_entries()
    assert [e for e in entries if e not in scene.table.chat] == scene.table.visible_log()
    at = entries.index(scene.table.chat[0])
    assert entries[at + 1] is scene.table.chat[1] and at + 2 < len(entries)
    scene.log.draw(app.screen)  # draws (the speaker's name in its colour)


def test_t_opens_the_chat_field_enter_sends_one_line_and_typing_fires_no_game_key() -> None:
    host, session, mailbox, _ = offline_session()
    app = make_app(**FAST)
    scene = start_game(app, session)
    # play to a play window, where P passes
    for _ in range(3000):
        app.frame(DT)
        pump(host, mailbox)
        prompt = scene.prompt.prompt
        if prompt is None or session.sending:
            continue
        if prompt.ctx == "window" and any(b.key == pygame.K_p for b in scene.prompt.buttons):
            break
        scene.submit(prompt.seat, {**make_bot("normal", 1).act(prompt, session.view(prompt.seat).copy)})
    window = scene.prompt.prompt
    assert window is not None and window.ctx == "window" and mailbox.sent == []
    press(pygame.K_t, "t")
    app.frame(DT)
    assert scene.log.chatting and scene.log.field is not None and scene.log.field.text == ""
    type_keys("pass p 1 ")
    press(pygame.K_SPACE, " ")
    press(pygame.K_RETURN)  # a stray Enter
    app.frame(DT)
    # the Enter sent the line: no game key fired, the window is still open
    assert mailbox.sent == [{"type": "chat", "text": "pass p 1"}]
    assert not scene.log.chatting and scene.prompt.prompt is window
    assert not scene.pause.open
    # the host relays it to everyone: it comes back into this log
    pump(host, mailbox)
    app.frame(DT)
    assert chat_rows(scene)[-1:] == ["Tess: pass p 1"]
    # the field is closed: P is the game's key again
    press(pygame.K_p, "p")
    app.frame(DT)
    assert len(mailbox.sent) == 1 and mailbox.sent[0]["type"] == "act"
    assert mailbox.sent[0]["prompt"] == window.id


def test_esc_closes_the_chat_field_without_sending_and_say_trims() -> None:
    _, session, mailbox, _ = offline_session()
    app = make_app(**FAST)
    scene = start_game(app, session)
    for _ in range(600):
        app.frame(DT)
        if scene.prompt.prompt is not None:
            break
    press(pygame.K_t, "t")
    type_keys("tell no one")
    press(pygame.K_ESCAPE)
    app.frame(DT)
    assert not scene.log.chatting and mailbox.sent == []
    assert not scene.pause.open  # that Esc was the field's
    press(pygame.K_t, "t")
    press(pygame.K_RETURN)  # nothing typed: nothing said
    app.frame(DT)
    assert not scene.log.chatting and mailbox.sent == []
    session.say("   gg  ")
    session.say(" \n ")
    session.say("x" * 600)
    assert mailbox.sent == [{"type": "chat", "text": "gg"}, {"type": "chat", "text": "x" * 500}]


def test_a_local_table_has_no_chat() -> None:
    app, scene = table_app(["human", "easy", "easy"], **FAST)
    assert not scene.session.can_chat and scene.session.poll_chat() == []
    for _ in range(600):
        app.frame(DT)
        if scene.prompt.prompt is not None:
            break
    press(pygame.K_t, "t")
    app.frame(DT)
    assert not scene.log.chatting and scene.log.field is None and scene.table.chat == []


def test_closing_the_window_at_a_remote_table_says_goodbye_once() -> None:
    _, session, mailbox, owned = offline_session()
    app = make_app(**FAST)
    start_game(app, session)
    app.frame(DT)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(DT)
    assert not app.running and app.closed
    assert session.closed and mailbox.closed and owned.stopped == 1
    app.quit()  # the frame loop ends by quitting too: still once
    app.frame(DT)
    assert owned.stopped == 1


def test_closing_the_window_from_the_settings_of_a_paused_remote_table_leaves_the_table() -> None:
    _, session, mailbox, owned = offline_session()
    app = make_app(**FAST)
    scene = start_game(app, session)
    app.frame(DT)
    scene._open_settings()
    assert not isinstance(app.scene, TableScene)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(DT)
    assert session.closed and mailbox.closed and owned.stopped == 1
