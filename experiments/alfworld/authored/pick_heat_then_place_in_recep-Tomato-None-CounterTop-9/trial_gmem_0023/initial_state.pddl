(define (problem plan_trial_gmem_0023)
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
        Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27 - object
        Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28 - object
        Pot_bar__plus_01_dot_95_bar__plus_01_dot_00_bar__plus_01_dot_27 - object
        Bread_bar__minus_00_dot_80_bar__plus_00_dot_84_bar__minus_01_dot_30 - object
        Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25 - object
        Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 - receptacle
        CounterTop_bar__minus_00_dot_16_bar__plus_00_dot_95_bar__plus_01_dot_30 - receptacle
        DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 - receptacle
        Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 - receptacle
        Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 - receptacle
        Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        loc_bar__minus_3_bar_4_bar_1_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_2_bar_2_bar_0_bar_0 - location
        loc_bar_5_bar_0_bar_2_bar__minus_30 - location
        loc_bar_5_bar_1_bar_0_bar_30 - location
        loc_bar_6_bar_3_bar_0_bar__minus_30 - location
        loc_bar_8_bar_1_bar_2_bar_30 - location
        loc_bar_9_bar_2_bar_0_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 CounterTopType)
        (receptacleType CounterTop_bar__minus_00_dot_16_bar__plus_00_dot_95_bar__plus_01_dot_30 CounterTopType)
        (receptacleType DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 DiningTableType)
        (receptacleType Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleType Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 DrawerType)
        (receptacleType Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 MicrowaveType)
        (receptacleType Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (objectType Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27 TomatoType)
        (objectType Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28 EggType)
        (objectType Pot_bar__plus_01_dot_95_bar__plus_01_dot_00_bar__plus_01_dot_27 PotType)
        (objectType Bread_bar__minus_00_dot_80_bar__plus_00_dot_84_bar__minus_01_dot_30 BreadType)
        (objectType Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25 PlateType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (pickupable Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27)
        (cleanable Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27)
        (heatable Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27)
        (coolable Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27)
        (sliceable Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27)
        (pickupable Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28)
        (cleanable Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28)
        (heatable Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28)
        (coolable Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28)
        (sliceable Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28)
        (pickupable Pot_bar__plus_01_dot_95_bar__plus_01_dot_00_bar__plus_01_dot_27)
        (isReceptacleObject Pot_bar__plus_01_dot_95_bar__plus_01_dot_00_bar__plus_01_dot_27)
        (cleanable Pot_bar__plus_01_dot_95_bar__plus_01_dot_00_bar__plus_01_dot_27)
        (coolable Pot_bar__plus_01_dot_95_bar__plus_01_dot_00_bar__plus_01_dot_27)
        (pickupable Bread_bar__minus_00_dot_80_bar__plus_00_dot_84_bar__minus_01_dot_30)
        (heatable Bread_bar__minus_00_dot_80_bar__plus_00_dot_84_bar__minus_01_dot_30)
        (coolable Bread_bar__minus_00_dot_80_bar__plus_00_dot_84_bar__minus_01_dot_30)
        (sliceable Bread_bar__minus_00_dot_80_bar__plus_00_dot_84_bar__minus_01_dot_30)
        (pickupable Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25)
        (isReceptacleObject Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25)
        (cleanable Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25)
        (heatable Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25)
        (coolable Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25)
        (openable Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (openable Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (openable Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30)
        (openable Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (inReceptacle Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28 CounterTop_bar__minus_00_dot_16_bar__plus_00_dot_95_bar__plus_01_dot_30)
        (inReceptacle Pot_bar__plus_01_dot_95_bar__plus_01_dot_00_bar__plus_01_dot_27 CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30)
        (inReceptacle Bread_bar__minus_00_dot_80_bar__plus_00_dot_84_bar__minus_01_dot_30 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (inReceptacle Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25 CounterTop_bar__minus_00_dot_16_bar__plus_00_dot_95_bar__plus_01_dot_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_5_bar_0_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_6_bar_3_bar_0_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_92_bar__plus_00_dot_95_bar__plus_01_dot_30 loc_bar_9_bar_2_bar_0_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_16_bar__plus_00_dot_95_bar__plus_01_dot_30 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_5_bar_1_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__plus_02_dot_21_bar__plus_00_dot_79_bar__minus_00_dot_30 loc_bar_8_bar_1_bar_2_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_53_bar__plus_01_dot_67_bar__plus_01_dot_44 loc_bar_2_bar_2_bar_0_bar_0)
        (receptacleAtLocation Sink_bar__plus_00_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_65_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (objectAtLocation Tomato_bar__minus_00_dot_83_bar__plus_00_dot_84_bar__minus_01_dot_27 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (objectAtLocation Egg_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_01_dot_28 loc_bar__minus_3_bar_4_bar_1_bar_30)
        (objectAtLocation Pot_bar__plus_01_dot_95_bar__plus_01_dot_00_bar__plus_01_dot_27 loc_bar_9_bar_2_bar_0_bar_30)
        (objectAtLocation Bread_bar__minus_00_dot_80_bar__plus_00_dot_84_bar__minus_01_dot_30 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (objectAtLocation Plate_bar__minus_00_dot_11_bar__plus_01_dot_00_bar__plus_01_dot_25 loc_bar__minus_3_bar_4_bar_1_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
