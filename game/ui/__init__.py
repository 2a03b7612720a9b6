"""The pygame front end: the only package that imports pygame. The engine never knows it exists."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no pygame banner on the console
