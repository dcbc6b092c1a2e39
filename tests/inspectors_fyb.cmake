# The FYB battle view, driven by a real debug session.
foulplay_add_test(tst_fybbattleview SOURCES tst_fybbattleview.cpp LIBRARIES foulplay_inspectors)
if(EXISTS "${FOULPLAY_FYB_CONFORMANCE_DIR}/expected.tsv")
    target_compile_definitions(tst_fybbattleview PRIVATE
        FOULPLAY_FYB_CONFORMANCE_DIR="${FOULPLAY_FYB_CONFORMANCE_DIR}")
endif()
