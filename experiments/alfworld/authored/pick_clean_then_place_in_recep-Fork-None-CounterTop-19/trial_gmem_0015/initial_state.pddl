(define (problem plan_trial_gmem_0015)
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
        Fork_bar__minus_02_dot_86_bar__plus_00_dot_73_bar__minus_00_dot_52 - object
        DishSponge_bar__minus_01_dot_77_bar__plus_00_dot_95_bar__minus_03_dot_77 - object
        Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22 - object
        Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84 - object
        Spatula_bar__minus_02_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_56 - object
        Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 - receptacle
        Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 - receptacle
        CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 - receptacle
        CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 - receptacle
        DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 - receptacle
        Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 - receptacle
        Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 - receptacle
        Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin - receptacle
        loc_bar__minus_4_bar__minus_10_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_13_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_9_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 CabinetType)
        (receptacleType Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 CabinetType)
        (receptacleType CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 CounterTopType)
        (receptacleType CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 CounterTopType)
        (receptacleType DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 DiningTableType)
        (receptacleType Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 FridgeType)
        (receptacleType Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 MicrowaveType)
        (receptacleType Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin SinkBasinType)
        (objectType Fork_bar__minus_02_dot_86_bar__plus_00_dot_73_bar__minus_00_dot_52 ForkType)
        (objectType DishSponge_bar__minus_01_dot_77_bar__plus_00_dot_95_bar__minus_03_dot_77 DishSpongeType)
        (objectType Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22 PlateType)
        (objectType Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84 MugType)
        (objectType Spatula_bar__minus_02_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_56 SpatulaType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType MugType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpatulaType)
        (canContain FridgeType MugType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Fork_bar__minus_02_dot_86_bar__plus_00_dot_73_bar__minus_00_dot_52)
        (cleanable Fork_bar__minus_02_dot_86_bar__plus_00_dot_73_bar__minus_00_dot_52)
        (pickupable DishSponge_bar__minus_01_dot_77_bar__plus_00_dot_95_bar__minus_03_dot_77)
        (cleanable DishSponge_bar__minus_01_dot_77_bar__plus_00_dot_95_bar__minus_03_dot_77)
        (pickupable Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22)
        (isReceptacleObject Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22)
        (cleanable Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22)
        (heatable Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22)
        (coolable Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22)
        (pickupable Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84)
        (isReceptacleObject Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84)
        (cleanable Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84)
        (heatable Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84)
        (coolable Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84)
        (pickupable Spatula_bar__minus_02_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_56)
        (cleanable Spatula_bar__minus_02_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_56)
        (openable Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73)
        (openable Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51)
        (openable Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (openable Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Fork_bar__minus_02_dot_86_bar__plus_00_dot_73_bar__minus_00_dot_52 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (inReceptacle DishSponge_bar__minus_01_dot_77_bar__plus_00_dot_95_bar__minus_03_dot_77 Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin)
        (inReceptacle Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22 Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19)
        (inReceptacle Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84 CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80)
        (inReceptacle Spatula_bar__minus_02_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_56 DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_58_bar__plus_00_dot_39_bar__minus_01_dot_73 loc_bar__minus_7_bar__minus_4_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_36_bar__plus_00_dot_39_bar__minus_03_dot_51 loc_bar__minus_4_bar__minus_10_bar_2_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_27_bar__plus_00_dot_95_bar__minus_01_dot_09 loc_bar__minus_4_bar__minus_5_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_79_bar__plus_00_dot_95_bar__minus_03_dot_80 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_87_bar__plus_00_dot_68_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__minus_03_dot_19_bar__plus_00_dot_00_bar__minus_02_dot_19 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__minus_00_dot_14_bar__plus_00_dot_90_bar__minus_00_dot_91 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__minus_01_dot_79_bar__plus_00_dot_90_bar__minus_03_dot_75_bar_SinkBasin loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (objectAtLocation Fork_bar__minus_02_dot_86_bar__plus_00_dot_73_bar__minus_00_dot_52 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (objectAtLocation DishSponge_bar__minus_01_dot_77_bar__plus_00_dot_95_bar__minus_03_dot_77 loc_bar__minus_8_bar__minus_13_bar_2_bar_30)
        (objectAtLocation Plate_bar__minus_03_dot_16_bar__plus_00_dot_05_bar__minus_02_dot_22 loc_bar__minus_9_bar__minus_9_bar_3_bar_30)
        (objectAtLocation Mug_bar__minus_01_dot_75_bar__plus_01_dot_00_bar__minus_03_dot_84 loc_bar__minus_4_bar__minus_13_bar_2_bar_30)
        (objectAtLocation Spatula_bar__minus_02_dot_82_bar__plus_00_dot_73_bar__minus_00_dot_56 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ForkType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
