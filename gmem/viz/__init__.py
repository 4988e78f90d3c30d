"""A memory as one self-contained, interactive HTML page (``gmem show``): insights on top, the query graph
of tasks in the middle, a task's interaction graph below, and a query's traversal highlighted.

    from gmem.viz import build_scene, write
    write(build_scene(memory, query="put a hot mug in coffeemachine."), "memory.html")

:mod:`~gmem.viz.scene` chooses what to draw, :mod:`~gmem.viz.layout` where, :mod:`~gmem.viz.elements`
turns it into cytoscape elements, and :mod:`~gmem.viz.page` inlines everything into the template.
"""

from gmem.viz.page import render, write
from gmem.viz.scene import Scene, SceneLimits, build_scene

__all__ = ["Scene", "SceneLimits", "build_scene", "render", "write"]
