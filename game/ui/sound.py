"""Sound effects synthesised in code (no sample files), with a volume and a mute.

Each effect is a few short notes or sweeps (sine bells, soft noise) shaped by an envelope, generated as
16-bit PCM at the mixer's own rate and channel count. The mixer may be missing (no audio device, CI, the
dummy driver) or refuse to open: then every sound is silently skipped and nothing else changes (why goes
to the debug log, with what the audio libraries wrote on stderr, never to the console). The effects are
built in a background thread so the window opens without waiting for them; an effect asked for before it
is ready is skipped.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from array import array

import pygame

from game.ui.display import quiet_stderr
from game.ui.settings import Settings

log = logging.getLogger(__name__)

RATE = 22050
MIN_GAP = 0.045  # seconds: the same effect asked for again sooner is skipped (a burst of events)

Samples = list[float]


# -- a tiny synthesiser --------------------------------------------------------------------------------
def _envelope(n: int, rate: int, attack: float, power: float) -> Samples:
    a = min(n, max(1, int(rate * attack)))
    rest = max(1, n - a)
    return [i / a for i in range(a)] + [(1 - j / rest) ** power for j in range(n - a)]


def sweep(
    rate: int,
    start: float,
    end: float,
    seconds: float,
    wave: str = "sine",
    attack: float = 0.004,
    power: float = 2.0,
    gain: float = 1.0,
) -> Samples:
    """A tone gliding from ``start`` to ``end`` Hz: sine, bell (sine with fading overtones), triangle."""
    n = max(1, int(rate * seconds))
    # The phase of a linear glide has a closed form: 2 pi (start t + (end - start) t^2 / (2 T)).
    c1 = 2 * math.pi * start / rate
    c2 = math.pi * (end - start) / (rate * n)
    env = _envelope(n, rate, attack, power)
    sin = math.sin
    if wave == "triangle":
        tri = [((c1 * i + c2 * i * i) / (2 * math.pi)) % 1.0 for i in range(n)]
        return [(4 * x - 1 if x < 0.5 else 3 - 4 * x) * e * gain for x, e in zip(tri, env, strict=True)]
    if wave == "bell":
        ph = [c1 * i + c2 * i * i for i in range(n)]
        return [
            (sin(p) + (0.35 * sin(2 * p) + 0.12 * sin(3 * p)) * (1 - i / n)) * 0.7 * e * gain
            for i, (p, e) in enumerate(zip(ph, env, strict=True))
        ]
    return [sin(c1 * i + c2 * i * i) * e * gain for i, e in enumerate(env)]


def noise(rate: int, seconds: float, smooth: float = 0.15, gain: float = 1.0, seed: int = 7) -> Samples:
    """Soft noise (a one-pole low-pass: smaller ``smooth`` is darker), rising and falling: a swish."""
    n = max(1, int(rate * seconds))
    out: Samples = [0.0] * n
    state = seed
    y = 0.0
    for i in range(n):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        y += smooth * ((state / 0x3FFFFFFF - 1.0) - y)
        out[i] = y
    shape = [math.sin(math.pi * i / n) ** 1.5 * gain * 2.2 for i in range(n)]
    return [v * k for v, k in zip(out, shape, strict=True)]


def mix(*parts: tuple[float, Samples], rate: int) -> Samples:
    """Lay ``(start seconds, samples)`` parts over each other."""
    length = max(int(at * rate) + len(s) for at, s in parts)
    out: Samples = [0.0] * length
    for at, s in parts:
        o = int(at * rate)
        for i, v in enumerate(s):
            out[o + i] += v
    return out


def effects(rate: int) -> dict[str, Samples]:
    """Every table sound at ``rate``: short, soft, and distinct from each other."""
    r = rate
    return {
        "click": sweep(r, 1400, 1000, 0.035, "sine", 0.002, 3, 0.5),
        "card": noise(r, 0.11, 0.22, 0.6),
        "error": mix(
            (0, sweep(r, 196, 185, 0.09, "triangle", 0.004, 1.5, 0.45)),
            (0.11, sweep(r, 175, 165, 0.12, "triangle", 0.004, 1.8, 0.45)),
            rate=r,
        ),
        "flip": mix(
            (0, noise(r, 0.05, 0.35, 0.5)), (0.02, sweep(r, 700, 1050, 0.08, "bell", 0.003, 2.5, 0.6)), rate=r
        ),
        "ship": mix(
            (0, sweep(r, 260, 560, 0.2, "triangle", 0.03, 1.6, 0.35)), (0, noise(r, 0.2, 0.08, 0.5)), rate=r
        ),
        "warp": mix(
            (0, sweep(r, 520, 70, 0.5, "sine", 0.01, 1.4, 0.6)), (0, noise(r, 0.45, 0.05, 0.6)), rate=r
        ),
        "win": mix(
            *[
                (k * 0.11, sweep(r, f, f, 0.5, "bell", 0.005, 2.2, 0.45))
                for k, f in enumerate((523, 659, 784, 1047))
            ],
            rate=r,
        ),
        "lose": mix(
            (0, sweep(r, 392, 392, 0.22, "triangle", 0.01, 1.5, 0.4)),
            (0.18, sweep(r, 311, 294, 0.36, "triangle", 0.01, 2.0, 0.4)),
            rate=r,
        ),
        "curtain": mix(
            *[(0, sweep(r, f, f, 0.32, "sine", 0.09, 1.8, 0.28)) for f in (220, 277, 330)], rate=r
        ),
        "turn": mix(
            (0, sweep(r, 660, 660, 0.25, "bell", 0.004, 2.5, 0.45)),
            (0.09, sweep(r, 990, 990, 0.3, "bell", 0.004, 2.5, 0.4)),
            rate=r,
        ),
    }


def pcm(
    samples: Samples, channels: int = 1, level: float = 0.5, rate: int = RATE, to_rate: int = RATE
) -> bytes:
    """Signed 16-bit PCM at ``to_rate`` (nearest-sample resampling), clipped, repeated per channel."""
    scale = 32767 * level
    if to_rate != rate:
        step = rate / to_rate
        m = int(len(samples) / step)
        samples = [samples[int(i * step)] for i in range(m)]
    mono = array("h", [int(scale * (-1.0 if v < -1.0 else 1.0 if v > 1.0 else v)) for v in samples])
    if channels == 1:
        return mono.tobytes()
    out = array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out.tobytes()


def synth(start: float, end: float, seconds: float, wave: str, seed: int = 1) -> bytes:
    """Mono 16-bit PCM at ``RATE`` of one sweep (kept for callers that want a single tone)."""
    return pcm(sweep(RATE, start, end, seconds, wave if wave != "square" else "triangle"))


_pcm_cache: dict[tuple[int, int], dict[str, bytes]] = {}
_pcm_lock = threading.Lock()


def effect_pcm(rate: int, channels: int) -> dict[str, bytes]:
    """Every effect as PCM for a mixer format, synthesised once per process (a new App reuses it)."""
    with _pcm_lock:
        got = _pcm_cache.get((rate, channels))
        if got is None:
            # Synthesised at RATE and resampled: the effects are soft and low, and it is 2-4x quicker.
            got = {
                name: pcm(samples, channels, rate=RATE, to_rate=rate)
                for name, samples in effects(RATE).items()
            }
            _pcm_cache[(rate, channels)] = got
        return got


# -- the player ----------------------------------------------------------------------------------------
class Sounds:
    """The table's sound effects. ``play(name)`` never fails: no device, no sound."""

    def __init__(self, settings: Settings, background: bool = True) -> None:
        self.settings = settings
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # what was asked for, for tests and the attract mode's captions
        self.last: dict[str, float] = {}
        self.ready = threading.Event()
        fmt = self._open()
        if fmt is None:
            self.ready.set()
            return
        rate, channels = fmt

        def build() -> None:
            self._build(rate, channels)

        if background:
            threading.Thread(target=build, name="synth", daemon=True).start()
        else:
            build()

    @staticmethod
    def _open() -> tuple[int, int] | None:
        """The mixer's (rate, channels) once it is open, or None without usable audio."""
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():  # ALSA and friends say why on stderr: the debug log takes it
                    pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            got = pygame.mixer.get_init()
        except (pygame.error, ValueError, OSError) as exc:
            log.debug("no sound: the mixer did not open (%s)", exc)
            return None
        if not got:
            log.debug("no sound: the mixer did not open")
            return None
        freq, size, channels = got
        if size != -16 or channels not in (1, 2, 4, 6):
            return None  # a sample format we do not write: stay silent rather than play noise
        return freq, channels

    def _build(self, rate: int, channels: int) -> None:
        try:
            for name, data in effect_pcm(rate, channels).items():
                self.sounds[name] = pygame.mixer.Sound(buffer=data)
        except (pygame.error, ValueError, OSError):
            self.sounds = {}
        finally:
            self.ready.set()

    def play(self, name: str) -> None:
        """Play an effect unless muted (or asked for again within a blink)."""
        self.played.append(name)
        del self.played[:-50]
        if self.settings.mute:
            return
        snd = self.sounds.get(name)
        if snd is None:
            return
        now = time.perf_counter()
        if now - self.last.get(name, -1.0) < MIN_GAP:
            return
        self.last[name] = now
        try:
            snd.set_volume(self.settings.volume)
            snd.play()
        except pygame.error:
            pass

    def toggle_mute(self) -> None:
        """Mute or unmute, and remember it."""
        self.settings.mute = not self.settings.mute
        self.settings.save()
        if self.settings.mute:
            try:
                if pygame.mixer.get_init():
                    pygame.mixer.stop()
            except pygame.error:
                pass
