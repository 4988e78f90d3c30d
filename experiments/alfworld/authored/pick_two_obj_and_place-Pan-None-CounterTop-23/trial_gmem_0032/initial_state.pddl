(define (problem plan_trial_gmem_0032)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Pan_bar__minus_02_dot_42_bar__plus_00_dot_95_bar__minus_01_dot_71 - object
        Pan_bar__minus_02_dot_41_bar__plus_00_dot_95_bar__minus_01_dot_72 - object
        Fork_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04 - object
        Pencil_bar__minus_02_dot_39_bar__plus_00_dot_95_bar__minus_01_dot_74 - object
        Spatula_bar__minus_00_dot_40_bar__plus_00_dot_83_bar__minus_03_dot_32 - object
        Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 - receptacle
        CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 - receptacle
        DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 - receptacle
        Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 - receptacle
        Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 - receptacle
        Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 - receptacle
        Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_9_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_12_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_5_bar__minus_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_7_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 CabinetType)
        (receptacleType CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 CounterTopType)
        (receptacleType DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 DiningTableType)
        (receptacleType Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 DrawerType)
        (receptacleType Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (objectType Pan_bar__minus_02_dot_42_bar__plus_00_dot_95_bar__minus_01_dot_71 PanType)
        (objectType Pan_bar__minus_02_dot_41_bar__plus_00_dot_95_bar__minus_01_dot_72 PanType)
        (objectType Fork_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04 ForkType)
        (objectType Pencil_bar__minus_02_dot_39_bar__plus_00_dot_95_bar__minus_01_dot_74 PencilType)
        (objectType Spatula_bar__minus_00_dot_40_bar__plus_00_dot_83_bar__minus_03_dot_32 SpatulaType)
        (objectType Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85 EggType)
        (canContain CabinetType PanType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PencilType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PencilType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ForkType)
        (canContain DrawerType PencilType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Pan_bar__minus_02_dot_42_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (isReceptacleObject Pan_bar__minus_02_dot_42_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (cleanable Pan_bar__minus_02_dot_42_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (coolable Pan_bar__minus_02_dot_42_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (pickupable Pan_bar__minus_02_dot_41_bar__plus_00_dot_95_bar__minus_01_dot_72)
        (isReceptacleObject Pan_bar__minus_02_dot_41_bar__plus_00_dot_95_bar__minus_01_dot_72)
        (cleanable Pan_bar__minus_02_dot_41_bar__plus_00_dot_95_bar__minus_01_dot_72)
        (coolable Pan_bar__minus_02_dot_41_bar__plus_00_dot_95_bar__minus_01_dot_72)
        (pickupable Fork_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04)
        (cleanable Fork_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04)
        (pickupable Pencil_bar__minus_02_dot_39_bar__plus_00_dot_95_bar__minus_01_dot_74)
        (pickupable Spatula_bar__minus_00_dot_40_bar__plus_00_dot_83_bar__minus_03_dot_32)
        (cleanable Spatula_bar__minus_00_dot_40_bar__plus_00_dot_83_bar__minus_03_dot_32)
        (pickupable Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85)
        (cleanable Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85)
        (heatable Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85)
        (coolable Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85)
        (sliceable Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20)
        (openable Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42)
        (openable Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (openable Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77)
        (openable Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Pan_bar__minus_02_dot_42_bar__plus_00_dot_95_bar__minus_01_dot_71 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (inReceptacle Pan_bar__minus_02_dot_41_bar__plus_00_dot_95_bar__minus_01_dot_72 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (inReceptacle Fork_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04 Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin)
        (inReceptacle Pencil_bar__minus_02_dot_39_bar__plus_00_dot_95_bar__minus_01_dot_74 DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70)
        (inReceptacle Spatula_bar__minus_00_dot_40_bar__plus_00_dot_83_bar__minus_03_dot_32 Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27)
        (inReceptacle Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_02_dot_20 loc_bar__minus_6_bar__minus_7_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_88_bar__plus_00_dot_39_bar__minus_03_dot_42 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_95_bar__minus_02_dot_79 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_43_bar__plus_00_dot_90_bar__minus_01_dot_70 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_45_bar__plus_00_dot_78_bar__minus_03_dot_27 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_77 loc_bar__minus_5_bar__minus_3_bar_1_bar_0)
        (receptacleAtLocation Microwave_bar__minus_01_dot_32_bar__plus_01_dot_52_bar__minus_03_dot_85 loc_bar__minus_5_bar__minus_12_bar_2_bar_0)
        (receptacleAtLocation Sink_bar__minus_00_dot_35_bar__plus_00_dot_91_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (objectAtLocation Pan_bar__minus_02_dot_42_bar__plus_00_dot_95_bar__minus_01_dot_71 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (objectAtLocation Pan_bar__minus_02_dot_41_bar__plus_00_dot_95_bar__minus_01_dot_72 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (objectAtLocation Fork_bar__minus_00_dot_32_bar__plus_00_dot_96_bar__minus_02_dot_04 loc_bar__minus_4_bar__minus_9_bar_1_bar_30)
        (objectAtLocation Pencil_bar__minus_02_dot_39_bar__plus_00_dot_95_bar__minus_01_dot_74 loc_bar__minus_5_bar__minus_7_bar_3_bar_30)
        (objectAtLocation Spatula_bar__minus_00_dot_40_bar__plus_00_dot_83_bar__minus_03_dot_32 loc_bar__minus_5_bar__minus_12_bar_1_bar_30)
        (objectAtLocation Egg_bar__minus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_85 loc_bar__minus_4_bar__minus_12_bar_1_bar_30)
        )

(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PanType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PanType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
