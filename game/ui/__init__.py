"""The pygame front end: the only package that imports pygame. The engine never knows it exists."""
