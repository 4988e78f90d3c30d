"""Framework integrations, installed as ``gmem.integrations`` (extras ``gmem-memory[autogen]``, ``gmem-memory[langgraph]``)."""
