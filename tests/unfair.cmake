# Tests of the exact decimal type and the Unfair language.
foulplay_add_test(tst_decimal SOURCES tst_decimal.cpp LIBRARIES foulplay_core)
