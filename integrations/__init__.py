"""Framework integrations, installed as ``gmem.integrations`` (extras ``gmem[autogen]``, ``gmem[langgraph]``)."""
